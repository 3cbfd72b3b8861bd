import { useEffect, useRef, useState } from "react";
import { PictureImage } from "~/components/public/picture-image";
import { defineCatalog } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";
import type { Picture } from "~/platform/media/picture";
import type { TextIn } from "~/platform/records/translations";
import { langOf } from "~/components/public/translated";
import source from "./advert-popup.messages.json";

/** The popup's own two phrases; the adverts' titles are the records' (decision 043). */
const advertWords = defineCatalog("advert", source);

/** SPEC §9 / DECISIONS §8 timings, in milliseconds. */
const ADVERT_TIMINGS = { showAfter: 4_000, rotateEvery: 9_000, closeButtonAfter: 4_000, autoCloseAfter: 200_000 } as const;

/** Once a visit (a browser tab, like the splash): the popup greets the guest, it does not follow them. */
const ADVERT_SHOWN_KEY = "advert-shown";

/** From tablets up the popup is a modal; on phones a card docked beside the home page's booking bar. */
const MODAL_QUERY = "(min-width: 40rem)";

/** The home page's booking bar (features/booking/components/booking-bar.tsx). */
const BOOKING_BAR_ID = "book";

/** Below this much free screen beside the booking bar, a phone's card waits out of sight. */
const DOCKED_MIN_ROOM = 160;
const DOCKED_GAP = 8;

/** What the popup needs of a current advert; nothing else of the record reaches the page. */
export interface PopupAdvert {
  id: number;
  /** In the page's language, or the English one marked `lang: "en"` (decision 043). */
  title: TextIn;
  /** Shown by the text adverts of light mode (text-adverts.tsx); null when staff gave none. */
  description: TextIn | null;
  picture: Picture;
}

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
 * Docks the phone's card at the screen edge with the most room beside the booking bar, no
 * taller than that room, so the bar's fields are never under it; hidden while there is no room.
 */
function dockBesideBookingBar(dialog: HTMLDialogElement) {
  const screenHeight = window.innerHeight;
  let edge: "top" | "bottom" = "bottom";
  let room = Math.round(screenHeight * 0.6);
  const bar = document.getElementById(BOOKING_BAR_ID)?.getBoundingClientRect();
  if (bar && bar.bottom > 0 && bar.top < screenHeight) {
    const above = bar.top - 2 * DOCKED_GAP;
    const below = screenHeight - bar.bottom - 2 * DOCKED_GAP;
    edge = above > below ? "top" : "bottom";
    room = Math.min(room, Math.floor(Math.max(above, below)));
  }
  dialog.dataset.dock = edge;
  dialog.style.setProperty("--advert-room", `${room}px`);
  dialog.toggleAttribute("data-no-room", room < DOCKED_MIN_ROOM);
}

/**
 * The advert popup of the public pages (never the back-office: only the site layout renders
 * it), shown once per visit. From tablets up a native modal <dialog>: it traps focus, Escape
 * closes it and focus returns to where the visitor was. On phones a modal would shut the
 * page away, booking bar included, so it is a non-modal card docked beside the booking bar,
 * and it leaves as soon as the guest starts filling in a field. It never opens while a form
 * field has focus: it waits until the guest leaves the fields. Shown 4 s after the page
 * loads, one advert every 9 s in a loop, the close button 4 s after each advert appears,
 * closed by itself 200 s after it opened. Without JavaScript nothing is shown.
 */
export function AdvertPopup({ adverts }: { adverts: PopupAdvert[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [closable, setClosable] = useState(false);
  const count = adverts.length;
  const t = useT(advertWords);

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

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    markShown();
    const timer = window.setTimeout(() => setOpen(false), ADVERT_TIMINGS.autoCloseAfter);
    if (window.matchMedia(MODAL_QUERY).matches) {
      delete dialog.dataset.dock;
      if (!dialog.open) dialog.showModal();
      return () => window.clearTimeout(timer);
    }
    // Phones: docked, kept beside the booking bar as the page scrolls, gone when the guest
    // starts on a field or presses Escape (a non-modal dialog has no cancel of its own).
    const place = () => dockBesideBookingBar(dialog);
    const closeForField = (event: FocusEvent) => {
      if (isFormField(event.target as Element | null) && !dialog.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    place();
    if (!dialog.open) dialog.show();
    window.addEventListener("scroll", place, { passive: true });
    window.addEventListener("resize", place, { passive: true });
    document.addEventListener("focusin", closeForField);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", place);
      window.removeEventListener("resize", place);
      document.removeEventListener("focusin", closeForField);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  useEffect(() => {
    if (!open || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVERT_TIMINGS.rotateEvery);
    return () => window.clearInterval(timer);
  }, [open, count]);

  // The close button waits 4 s after each advert appears, the first one and every rotation.
  useEffect(() => {
    setClosable(false);
    if (!open) return;
    const timer = window.setTimeout(() => setClosable(true), ADVERT_TIMINGS.closeButtonAfter);
    return () => window.clearTimeout(timer);
  }, [open, index]);

  if (count === 0) return null;
  const advert = adverts[index % count];
  return (
    <dialog
      ref={dialogRef}
      className="advert-popup"
      aria-labelledby="advert-popup-title"
      // Escape (the dialog's cancel) and dialog.close() both end here.
      onClose={() => setOpen(false)}
    >
      {open && advert && (
        <figure className="advert-figure" key={advert.id}>
          <PictureImage picture={advert.picture} alt={advert.title.text} sizes="(min-width: 40rem) 36rem, 92vw" className="advert-image" />
          <figcaption className="advert-caption">
            <span id="advert-popup-title" lang={langOf(advert.title)}>
              {advert.title.text}
            </span>
            {count > 1 && <span className="advert-count">{t("count", { index: String(index + 1), count: String(count) })}</span>}
          </figcaption>
        </figure>
      )}
      {closable && (
        <button type="button" className="advert-close" onClick={() => setOpen(false)} aria-label={t("close")}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </dialog>
  );
}
