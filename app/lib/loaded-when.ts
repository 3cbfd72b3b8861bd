import { useEffect, useState } from "react";

/**
 * A module's export fetched the first time it is `needed`, then kept: for code most page views
 * never run (the advert popup, a toast). Not React's `lazy`: Suspense holds revealed content
 * back on a timer, which a page under a paused clock (and a busy phone) then waits on.
 * `load` must be the same function every render (declare it at module level).
 */
export function useLoadedWhen<T>(needed: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!needed || loaded) return;
    let current = true;
    void load().then((value) => {
      if (current) setLoaded({ value });
    });
    return () => {
      current = false;
    };
  }, [needed, loaded, load]);
  return loaded?.value ?? null;
}
