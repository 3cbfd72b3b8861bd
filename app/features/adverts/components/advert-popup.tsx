import { useCallback, useEffect, useState, type ComponentType } from "react";
import { useLoadedWhen } from "~/lib/loaded-when";
import type { AdvertCardProps } from "./advert-card";
import type { AdvertTimings, PopupAdvert } from "./advert-types";

/** SPEC §9 / DECISIONS §8 timings, in milliseconds. */
export const ADVERT_TIMINGS = { showAfter: 4_000, rotateEvery: 9_000, closeButtonAfter: 4_000, autoCloseAfter: 200_000 } as const satisfies AdvertTimings;

/** Once a visit (a browser tab, like the splash): the popup greets the guest, it does not follow them. */
const ADVERT_SHOWN_KEY = "advert-shown";

/*
 * The popup's visit and the focus rule live here, with the layout's code; the card is given
 * what it needs of them as props (AdvertCardProps). A module of their own, imported by both,
 * was a file of a few hundred bytes every public page requested.
 */

function isFormField(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.matches("input, textarea, select") || element.isContentEditable);
}

function shownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(ADVERT_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(ADVERT_SHOWN_KEY, "1");
  } catch {
    // Storage refused (private modes): the popup is then once per page load, as before.
  }
}

/**
 * The card's code (advert-card.tsx) is fetched when it is time to show it: most page views
 * end before it, a guest who saw it this visit never needs it again, and the pages' first
 * scripts stay a couple of kilobytes lighter.
 */
const loadCard = (): Promise<ComponentType<AdvertCardProps>> =>
  import("./advert-card").then(
    (module) => module.default,
    // Offline by then, or a release replaced the file: no popup, rather than an error page.
    () => () => null,
  );

/**
 * The advert of the public pages (never the back-office: only the site layout renders it), a
 * card or banner (advert-card.tsx) shown once per visit, 4 s after the page loads. It never
 * opens while a form field has focus: it waits until the guest leaves the fields. Without
 * JavaScript nothing is shown (light mode lists the adverts in the page: text-adverts.tsx).
 */
export function AdvertPopup({ adverts }: { adverts: PopupAdvert[] }) {
  const [open, setOpen] = useState(false);
  const count = adverts.length;
  const close = useCallback(() => setOpen(false), []);
  const AdvertCard = useLoadedWhen(open, loadCard);

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

  if (count === 0 || !open || !AdvertCard) return null;
  return <AdvertCard adverts={adverts} timings={ADVERT_TIMINGS} isFormField={isFormField} onShown={markShown} onClosed={close} />;
}
