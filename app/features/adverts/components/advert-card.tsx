import { useCallback, useEffect, useRef, useState } from "react";
import { PictureImage } from "~/components/public/picture-image";
import { langOf } from "~/components/public/translated";
import { defineCatalog } from "~/platform/i18n/catalog";
import { useT } from "~/platform/i18n/use-t";
import { jpegUpTo } from "~/platform/media/picture";
import { plainText } from "~/platform/records/translations";
import type { AdvertTimings, PopupAdvert } from "./advert-types";
import source from "./advert-popup.messages.json";

/** The card's own phrases; the adverts' titles are the records' (decision 043). */
const advertWords = defineCatalog(source);

/** From tablets up the card sits in a bottom corner; on phones it is a slim banner across the screen. */
const CORNER_QUERY = "(min-width: 40rem)";
const CORNER_DOCKS = ["start", "end"] as const;
const BANNER_DOCKS = ["bottom", "top"] as const;

/**
 * What the card must never lie over: the home page's reservation bar (`#book`), every field of
 * any form, the header with its menus, and the back-to-top button once it shows.
 */
const KEEP_CLEAR = "#book, input:not([type=hidden]), select, textarea, .site-header, .to-top[data-shown]";
/** Air left between the card and what it keeps clear of. */
const CLEARANCE = 8;

/** The picture an offer opens on: wide enough for its small print (as light mode's text adverts). */
const OFFER_WIDTH = 960;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right + CLEARANCE && b.left - CLEARANCE < a.right && a.top < b.bottom + CLEARANCE && b.top - CLEARANCE < a.bottom;
}

/**
 * Puts the card at the first of its places that lies over nothing it must keep clear of; while
 * every place is taken (the bar fills the screen), it waits out of sight until the guest scrolls.
 * Says whether it is in sight.
 */
function placeClearOfFields(card: HTMLElement): boolean {
  const docks = window.matchMedia(CORNER_QUERY).matches ? CORNER_DOCKS : BANNER_DOCKS;
  const screenHeight = window.innerHeight;
  const obstacles = [...document.querySelectorAll(KEEP_CLEAR)]
    .filter((element) => !card.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < screenHeight);
  for (const dock of docks) {
    card.dataset.dock = dock;
    const box = card.getBoundingClientRect();
    if (!obstacles.some((obstacle) => overlaps(box, obstacle))) {
      card.removeAttribute("data-no-room");
      return true;
    }
  }
  card.dataset.dock = docks[0];
  card.setAttribute("data-no-room", "");
  return false;
}

export interface AdvertCardProps {
  adverts: PopupAdvert[];
  timings: AdvertTimings;
  /** An input, select, textarea or editable element: on phones the banner goes when the guest starts on one. */
  isFormField: (element: Element | null) => boolean;
  /** The card is on screen: the visit has had its advert. */
  onShown: () => void;
  onClosed: () => void;
}

/**
 * The advert itself, loaded when it is time to show it (advert-popup.tsx keeps the visit, the
 * timings and the focus rule and passes them in). Not a modal: a small card in a bottom corner
 * from tablets up, a slim banner on phones, each placed clear of the reservation bar and of every
 * field, linking to its offer (the advert's picture, whose small print is the offer). It is a
 * labelled landmark announced politely once when it appears; Tab reaches its link and close
 * button after the page's content; Escape closes it from anywhere, and focus inside it goes back
 * to where the guest was. One advert every 9 s in a loop (held while the keyboard is inside the
 * card, so the link never changes under it), the close button 4 s after each advert appears,
 * closed by itself 200 s after it opened. `onClosed` ends it.
 */
export default function AdvertCard({ adverts, timings, isFormField, onShown, onClosed }: AdvertCardProps) {
  const cardRef = useRef<HTMLElement>(null);
  /** Where the keyboard came from into the card, to go back to when it closes. */
  const cameFrom = useRef<HTMLElement | null>(null);
  const [index, setIndex] = useState(0);
  const [closable, setClosable] = useState(false);
  /** The title the status region announced: the advert in sight when the card first came into sight. */
  const [announced, setAnnounced] = useState<string | null>(null);
  const inSight = useRef("");
  const count = adverts.length;
  const t = useT(advertWords);

  // Announced when it first comes into sight, not while it waits for room (the region is on the
  // page before its words: screen readers announce what is added to it).
  const place = useCallback(() => {
    if (cardRef.current && placeClearOfFields(cardRef.current)) setAnnounced((before) => before ?? inSight.current);
  }, []);

  const close = useCallback(() => {
    const card = cardRef.current;
    if (card?.contains(document.activeElement)) {
      const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById("main");
      back?.focus({ preventScroll: true });
    }
    onClosed();
  }, [onClosed]);

  useEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    onShown();
    const timer = window.setTimeout(close, timings.autoCloseAfter);
    // Scrolling fires many times a frame; the card is placed once per frame (each placing measures every field).
    let frame = 0;
    const placeOnNextFrame = () => {
      if (frame === 0) frame = window.requestAnimationFrame(() => ((frame = 0), place()));
    };
    // A phone's keyboard takes half the screen: starting on a field sends the banner away.
    const closeForField = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (card.contains(target)) {
        if (!card.contains(event.relatedTarget as Node | null)) cameFrom.current = event.relatedTarget as HTMLElement | null;
        return;
      }
      if (isFormField(target) && !window.matchMedia(CORNER_QUERY).matches) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      // A menu or field that used Escape for itself keeps it.
      if (event.key === "Escape" && !event.defaultPrevented) close();
    };
    place();
    window.addEventListener("scroll", placeOnNextFrame, { passive: true });
    window.addEventListener("resize", placeOnNextFrame, { passive: true });
    document.addEventListener("focusin", closeForField);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", placeOnNextFrame);
      window.removeEventListener("resize", placeOnNextFrame);
      document.removeEventListener("focusin", closeForField);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [close, place, onShown, isFormField, timings]);

  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      if (cardRef.current?.contains(document.activeElement)) return;
      setIndex((i) => (i + 1) % count);
    }, timings.rotateEvery);
    return () => window.clearInterval(timer);
  }, [count, timings]);

  // The close button waits 4 s after each advert appears, the first one and every rotation.
  useEffect(() => {
    setClosable(false);
    const timer = window.setTimeout(() => setClosable(true), timings.closeButtonAfter);
    return () => window.clearTimeout(timer);
  }, [index, timings]);

  // A new advert may be taller or shorter (a longer title): its place is checked again.
  useEffect(place, [index, closable, place]);

  const advert = adverts[index % count];
  inSight.current = advert ? plainText(advert.title) : "";
  return (
    <>
      <aside ref={cardRef} className="advert-card" aria-labelledby="advert-card-title">
        {advert && (
          <a className="advert-link" href={jpegUpTo(advert.picture, OFFER_WIDTH)} key={advert.id}>
            {/* The title beside it names the link; the picture repeats it. */}
            <PictureImage picture={advert.picture} alt="" sizes="6rem" className="advert-thumb" />
            <span className="advert-text">
              <span className="advert-eyebrow">
                {t("offer")}
                {count > 1 && <span className="advert-count"> · {t("count", { index: String(index + 1), count: String(count) })}</span>}
              </span>
              <span id="advert-card-title" className="advert-title" lang={langOf(advert.title)}>
                {advert.title.text}
              </span>
            </span>
          </a>
        )}
        {closable && (
          <button type="button" className="advert-close" onClick={close} aria-label={t("close")}>
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </aside>
      <p className="visually-hidden" role="status">
        {announced ? t("announce", { title: announced }) : ""}
      </p>
    </>
  );
}
