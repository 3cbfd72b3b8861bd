import { useEffect, useRef } from "react";

/**
 * Calls `handle` once for each new result a fetcher (or action) returns: the place to show
 * a toast, reset a form or move on. React may run effects twice in development; the result
 * object's identity makes sure each answer is handled once.
 *
 * Pass `ready = fetcher.state === "idle"` when `handle` navigates: a fetcher has its result
 * while the page's data is still being reloaded, and navigating then would cancel that reload.
 */
export function useFetcherResult<T extends object>(
  result: T | undefined,
  handle: (result: T) => void,
  ready = true,
): void {
  // A result that was already there when the component mounted is not news.
  const handled = useRef<T | undefined>(result);
  const latestHandle = useRef(handle);
  useEffect(() => {
    latestHandle.current = handle;
  });
  useEffect(() => {
    if (!ready || !result || result === handled.current) return;
    handled.current = result;
    latestHandle.current(result);
  }, [result, ready]);
}
