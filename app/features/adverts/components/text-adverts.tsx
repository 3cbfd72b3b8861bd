import type { PopupAdvert } from "~/features/adverts/components/advert-types";
import { jpegUpTo } from "~/platform/media/picture";
import { siteChrome } from "~/components/site-chrome-catalog";
import { useT } from "~/platform/i18n/use-t";
import { langOf, Translated } from "~/components/public/translated";

/** The picture a visitor opens from a text advert: wide enough for its small print, not the largest file. */
const OPENED_WIDTH = 960;

/**
 * The adverts in light mode (docs/decisions/044-light-mode.md), in place of the popup: words
 * in the page rather than pictures over it, each title a link to its picture for a visitor
 * who wants to see it. Nothing moves, so it needs no script.
 */
export function TextAdverts({ adverts }: { adverts: PopupAdvert[] }) {
  const t = useT(siteChrome);
  if (adverts.length === 0) return null;
  return (
    <aside className="text-adverts" aria-labelledby="text-adverts-title">
      <div className="wrap">
        <h2 id="text-adverts-title" className="text-adverts-title">
          {t("offers.current")}
        </h2>
        <ul className="text-adverts-list" role="list">
          {adverts.map((advert) => (
            <li key={advert.id}>
              <a href={jpegUpTo(advert.picture, OPENED_WIDTH)} className="text-advert-link" lang={langOf(advert.title)}>
                {advert.title.text}
              </a>
              {advert.description ? (
                <span className="text-advert-text">
                  {" "}
                  <Translated value={advert.description} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
