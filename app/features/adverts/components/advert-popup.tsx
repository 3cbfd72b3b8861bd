import { useCallback, useEffect, useState, type ComponentType } from "react";
import { useLoadedWhen } from "~/lib/loaded-when";
import { ADVERT_TIMINGS, isFormField, shownThisVisit, type PopupAdvert } from "./advert-visit";

export type { PopupAdvert } from "./advert-visit";

/**
 * The popup's code (advert-dialog.tsx) is fetched when it is time to show it: most page views
 * end before it, a guest who saw it this visit never needs it again, and the pages' first
 * scripts stay a couple of kilobytes lighter.
 */
const loadDialog = (): Promise<ComponentType<{ adverts: PopupAdvert[]; onClosed: () => void }>> =>
  import("./advert-dialog").then(
    (module) => module.default,
    // Offline by then, or a release replaced the file: no popup, rather than an error page.
    () => () => null,
  );

/**
 * The advert popup of the public pages (never the back-office: only the site layout renders
 * it), shown once per visit, 4 s after the page loads. It never opens while a form field has
 * focus: it waits until the guest leaves the fields. Without JavaScript nothing is shown.
 */
export function AdvertPopup({ adverts }: { adverts: PopupAdvert[] }) {
  const [open, setOpen] = useState(false);
  const count = adverts.length;
  const close = useCallback(() => setOpen(false), []);
  const AdvertDialog = useLoadedWhen(open, loadDialog);

  useEffect(() => {
    if (count === 0 || shownThisVisit()) return;
    // A guest typing in a field is not interrupted: the popup waits until focus leaves the fields.
    const openWhenNoFieldHasFocus = (event: FocusEvent) => {
      if (isFormField(event.relatedTarget as Element | null)) return;
      document.removeEventListener("focusout", openWhenNoFieldHasFocus);
      setOpen(true);
    };
    const timer = window.setTimeout(() => {
      if (isFormField(document.activeElement)) document.addEventListener("focusout", openWhenNoFieldHasFocus);
      else setOpen(true);
    }, ADVERT_TIMINGS.showAfter);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("focusout", openWhenNoFieldHasFocus);
    };
  }, [count]);

  if (count === 0 || !open || !AdvertDialog) return null;
  return <AdvertDialog adverts={adverts} onClosed={close} />;
}
