import type { Picture } from "~/platform/media/picture";
import type { TextIn } from "~/platform/records/translations";

/*
 * The types the popup (advert-popup.tsx, with the layout) and its card (advert-card.tsx,
 * fetched when it is time to show it) share: here, so neither imports the other for them.
 * Types only: nothing of this module reaches a page.
 */

/** What the popup needs of a current advert; nothing else of the record reaches the page. */
export interface PopupAdvert {
  id: number;
  /** In the page's language, or the English one marked `lang: "en"` (decision 043). */
  title: TextIn;
  /** Shown by the text adverts of light mode (text-adverts.tsx); null when staff gave none. */
  description: TextIn | null;
  picture: Picture;
}

/** SPEC §9 / DECISIONS §8 timings of the popup, in milliseconds. */
export interface AdvertTimings {
  showAfter: number;
  rotateEvery: number;
  closeButtonAfter: number;
  autoCloseAfter: number;
}
