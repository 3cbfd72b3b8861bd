import { useEffect, useRef, useState } from "react";
import { PictureImage } from "~/components/public/picture-image";
import type { Picture } from "~/platform/media/picture";

/** SPEC §9 / DECISIONS §8 timings, in milliseconds. */
const ADVERT_TIMINGS = { showAfter: 4_000, rotateEvery: 9_000, closeButtonAfter: 4_000, autoCloseAfter: 200_000 } as const;

/** What the popup needs of a current advert; nothing else of the record reaches the page. */
export interface PopupAdvert {
  id: number;
  title: string;
  picture: Picture;
}

/**
 * The advert popup of the public pages (never the back-office: only the site layout renders
 * it). A native modal <dialog>: it traps focus, Escape closes it and focus returns to where
 * the visitor was. Shown 4 s after the page loads, one advert every 9 s in a loop, the close
 * button 4 s after each advert appears, closed by itself 200 s after it opened. Without
 * JavaScript nothing is shown: an advert is never in the way of the page's own content.
 */
export function AdvertPopup({ adverts }: { adverts: PopupAdvert[] }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const [closable, setClosable] = useState(false);
  const count = adverts.length;

  useEffect(() => {
    if (count === 0) return;
    const timer = window.setTimeout(() => setOpen(true), ADVERT_TIMINGS.showAfter);
    return () => window.clearTimeout(timer);
  }, [count]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) dialog.showModal();
    const timer = window.setTimeout(() => setOpen(false), ADVERT_TIMINGS.autoCloseAfter);
    return () => window.clearTimeout(timer);
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
          <PictureImage picture={advert.picture} alt={advert.title} sizes="(min-width: 40rem) 36rem, 92vw" className="advert-image" />
          <figcaption className="advert-caption">
            <span id="advert-popup-title">{advert.title}</span>
            {count > 1 && <span className="advert-count">{`${index + 1} of ${count}`}</span>}
          </figcaption>
        </figure>
      )}
      {closable && (
        <button type="button" className="advert-close" onClick={() => setOpen(false)} aria-label="Close advert">
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </dialog>
  );
}
