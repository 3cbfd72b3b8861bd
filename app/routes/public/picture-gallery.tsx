import { type MouseEvent, type TouchEvent, useRef, useState } from "react";
import type { Route } from "./+types/picture-gallery";
import { PageHero } from "~/components/public/page-hero";
import { PictureImage } from "~/components/public/picture-image";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { GALLERY_TYPE } from "~/features/gallery/picture.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { galleryPageCatalog } from "~/features/gallery/gallery-page-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";
import { langOf, Translated } from "~/components/public/translated";
import { recordsWords } from "~/platform/records/records-words";

/** Swipes shorter than this (in CSS pixels) are taps or scrolls, not "next picture". */
const SWIPE_PX = 40;
const THUMB_SIZES = "(min-width: 64rem) 23rem, (min-width: 40rem) 33vw, 50vw";

/**
 * Pictures a phone's first screen shows whole (two rows of two under the header), so none of
 * them waits for lazy loading: any of them may be the page's largest paint.
 */
const FIRST_SCREEN = 4;

/** The picture gallery (SPEC §2 `/PictureGarlery`): a grid of the gallery records opening a larger view. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Captions in the page's language, English (marked so) where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "gallery", () => recordStoreOf(GALLERY_TYPE).list(context.db, null, language));
  return {
    failed: list.failed,
    pictures: list.items.flatMap((item) => (item.picture ? [{ id: item.id, name: textIn(item, "name", language) ?? { text: item.name }, picture: item.picture }] : [])),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: galleryPageCatalog.t(language, "metaTitle"),
    description: galleryPageCatalog.t(language, "metaDescription"),
    path: "/PictureGarlery",
    image: loaderData?.pictures[0]?.picture.src ?? null,
  });
};

/**
 * Without JavaScript every thumbnail is a link to its full picture. With it, the link opens
 * a native <dialog> (focus kept inside, Esc closes) with Previous/Next buttons, ←/→ keys
 * and swipes: a few lines of state, no library.
 */
export default function PictureGalleryPage({ loaderData }: Route.ComponentProps) {
  const { pictures } = loaderData;
  const dialog = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);
  const [shown, setShown] = useState(0);
  const current = pictures[shown];
  const t = useT(galleryPageCatalog);
  const language = useLanguage();

  const step = (delta: number) => setShown((i) => (i + delta + pictures.length) % pictures.length);

  function open(index: number, event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window (Ctrl, Cmd, Shift, middle button) still gets the picture itself.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setShown(index);
    dialog.current?.showModal();
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const end = event.changedTouches[0]?.clientX;
    touchStart.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    step(end < start ? 1 : -1);
  }

  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="gallery-title">
        <div className="wrap">
          <h2 id="gallery-title" className="visually-hidden">
            {t("pictures")}
          </h2>
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : pictures.length === 0 ? (
            <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
          ) : (
            <ul className="gallery-grid" role="list">
              {pictures.map((item, index) => (
                <li key={item.id}>
                  <a href={item.picture.src} className="gallery-link" onClick={(event) => open(index, event)}>
                    {/* The caption names the link; the same words as alt text would be read twice. */}
                    <PictureImage picture={item.picture} alt="" sizes={THUMB_SIZES} className="gallery-thumb" priority={index < FIRST_SCREEN} />
                    <span className="gallery-caption" lang={langOf(item.name)}>
                      {item.name.text}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {current && (
        <dialog
          ref={dialog}
          className="lightbox"
          aria-label={t("viewer")}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") step(1);
            else if (event.key === "ArrowLeft") step(-1);
          }}
          onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
          onTouchEnd={onTouchEnd}
        >
          <figure className="lightbox-figure">
            <PictureImage key={current.id} picture={current.picture} alt={current.name} sizes="100vw" className="lightbox-image" priority />
            <figcaption className="lightbox-caption" aria-live="polite">
              <Translated value={current.name} />{" "}
              <span className="lightbox-count">{t("position", { number: shown + 1, total: pictures.length })}</span>
            </figcaption>
          </figure>
          <div className="lightbox-controls">
            <button type="button" className="btn btn-ghost" onClick={() => step(-1)}>
              <span aria-hidden="true">←</span>
              {t("previous")}
            </button>
            <form method="dialog">
              <button type="submit" className="btn btn-gold">
                {t("close")}
              </button>
            </form>
            <button type="button" className="btn btn-ghost" onClick={() => step(1)}>
              {t("next")}
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}
