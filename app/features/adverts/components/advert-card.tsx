import { useEffect, useRef, useState } from "react";
import { PictureImage } from "~/components/public/picture-image";
import { langOf } from "~/components/public/translated";
import { defineCatalog } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";
import type { AdvertTimings, PopupAdvert } from "./advert-types";
import source from "./advert-popup.messages.json";

/** The popup's own two phrases; the adverts' titles are the records' (decision 043). */
const advertWords = defineCatalog("advert", source);

/** From tablets up the popup is a modal; on phones a card docked beside the home page's reservation bar. */
const MODAL_QUERY = "(min-width: 40rem)";

/** The home page's reservation bar (features/reservations/components/reservation-bar.tsx). */
const RESERVATION_BAR_ID = "book";

/** Below this much free screen beside the reservation bar, a phone's card waits out of sight. */
const DOCKED_MIN_ROOM = 160;
const DOCKED_GAP = 8;

/**
 * Docks the phone's card at the screen edge with the most room beside the reservation bar, no
 * taller than that room, so the bar's fields are never under it; hidden while there is no room.
 */
function dockBesideReservationBar(dialog: HTMLDialogElement) {
  const screenHeight = window.innerHeight;
  let edge: "top" | "bottom" = "bottom";
  let room = Math.round(screenHeight * 0.6);
  const bar = document.getElementById(RESERVATION_BAR_ID)?.getBoundingClientRect();
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


export interface AdvertDialogProps {
  adverts: PopupAdvert[];
  timings: AdvertTimings;
  /** An input, select, textarea or editable element: on phones the card goes when the guest starts on one. */
  isFormField: (element: Element | null) => boolean;
  /** The dialog is on screen: the visit has had its popup. */
  onShown: () => void;
  onClosed: () => void;
}

/**
 * The popup itself, loaded when it is time to show it (advert-popup.tsx, which keeps the
 * visit, the timings and the focus rule and passes them in): from tablets up a
 * native modal <dialog>, which traps focus, closes on Escape and returns focus to where the
 * visitor was; on phones a non-modal card docked beside the reservation bar, gone as soon as the
 * guest starts filling in a field. One advert every 9 s in a loop, the close button 4 s after
 * each advert appears, closed by itself 200 s after it opened. `onClosed` ends it.
 */
export default function AdvertDialog({ adverts, timings, isFormField, onShown, onClosed }: AdvertDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const [closable, setClosable] = useState(false);
  const count = adverts.length;
  const t = useT(advertWords);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // dialog.close() returns focus where it was; its close event then ends the popup.
    const close = () => (dialog.open ? dialog.close() : onClosed());
    onShown();
    const timer = window.setTimeout(close, timings.autoCloseAfter);
    if (window.matchMedia(MODAL_QUERY).matches) {
      delete dialog.dataset.dock;
      if (!dialog.open) dialog.showModal();
      return () => window.clearTimeout(timer);
    }
    // Phones: docked, kept beside the reservation bar as the page scrolls, gone when the guest
    // starts on a field or presses Escape (a non-modal dialog has no cancel of its own).
    const place = () => dockBesideReservationBar(dialog);
    const closeForField = (event: FocusEvent) => {
      if (isFormField(event.target as Element | null) && !dialog.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
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
  }, [onClosed, onShown, isFormField, timings]);

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), timings.rotateEvery);
    return () => window.clearInterval(timer);
  }, [count, timings]);

  // The close button waits 4 s after each advert appears, the first one and every rotation.
  useEffect(() => {
    setClosable(false);
    const timer = window.setTimeout(() => setClosable(true), timings.closeButtonAfter);
    return () => window.clearTimeout(timer);
  }, [index, timings]);

  const advert = adverts[index % count];
  return (
    <dialog
      ref={dialogRef}
      className="advert-popup"
      aria-labelledby="advert-popup-title"
      // Escape (the dialog's cancel) and dialog.close() both end here.
      onClose={onClosed}
    >
      {advert && (
        <figure className="advert-figure" key={advert.id}>
          <PictureImage picture={advert.picture} alt={advert.title} sizes="(min-width: 40rem) 36rem, 92vw" className="advert-image" />
          <figcaption className="advert-caption">
            <span id="advert-popup-title" lang={langOf(advert.title)}>
              {advert.title.text}
            </span>
            {count > 1 && <span className="advert-count">{t("count", { index: String(index + 1), count: String(count) })}</span>}
          </figcaption>
        </figure>
      )}
      {closable && (
        <button type="button" className="advert-close" onClick={() => dialogRef.current?.close()} aria-label={t("close")}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </dialog>
  );
}
