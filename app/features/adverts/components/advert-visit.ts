import type { Picture } from "~/platform/media/picture";
import type { TextIn } from "~/platform/records/translations";

/** SPEC §9 / DECISIONS §8 timings, in milliseconds. */
export const ADVERT_TIMINGS = { showAfter: 4_000, rotateEvery: 9_000, closeButtonAfter: 4_000, autoCloseAfter: 200_000 } as const;

/** Once a visit (a browser tab, like the splash): the popup greets the guest, it does not follow them. */
const ADVERT_SHOWN_KEY = "advert-shown";

/** What the popup needs of a current advert; nothing else of the record reaches the page. */
export interface PopupAdvert {
  id: number;
  /** In the page's language, or the English one marked `lang: "en"` (decision 043). */
  title: TextIn;
  /** Shown by the text adverts of light mode (text-adverts.tsx); null when staff gave none. */
  description: TextIn | null;
  picture: Picture;
}

export function isFormField(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.matches("input, textarea, select") || element.isContentEditable);
}

export function shownThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(ADVERT_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

export function markShown() {
  try {
    window.sessionStorage.setItem(ADVERT_SHOWN_KEY, "1");
  } catch {
    // Storage refused (private modes): the popup is then once per page load, as before.
  }
}
