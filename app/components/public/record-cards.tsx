import type { ReactNode } from "react";
import type { Picture } from "~/platform/media/picture";
import { plainText, type TextIn } from "~/platform/records/translations";
import { PictureImage } from "./picture-image";
import { langOf } from "./translated";

/** What a service page shows of one record (a bar, a restaurant, a hall, an activity...). */
interface RecordCardItem {
  id: number | string;
  /** A record's text in the page's language (`textIn`), or a text of the page's own. */
  title: string | TextIn;
  text?: string | TextIn | null;
  picture?: Picture | null;
  /** Anchor id, so other pages can link to one card (`/experience#spa`). */
  anchor?: string;
  /** Facts under the text: hours, a rate, capacities, a link. */
  details?: ReactNode;
}

/** A card's data as a loader sends it (details are added by the page). */
export type RecordCardData = Omit<RecordCardItem, "details">;

/** Cards sit one, two, then three to a row in a 75rem container (see .card-grid). */
const CARD_SIZES = "(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw";

/**
 * A grid of record cards for the public service pages: picture, name, the record's text and
 * any details, or `empty` when staff have published none. The text is the staff's own, shown
 * whole (no clamp): it often holds the opening hours or the happy hour.
 */
export function RecordCards({
  items,
  empty,
  className,
  firstIsLcp = false,
}: {
  items: readonly RecordCardItem[];
  empty: string;
  className?: string;
  /** The first card's picture is the page's largest image above the fold (a page whose hero has no picture): load it first. */
  firstIsLcp?: boolean;
}) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    // On phones the cards scroll sideways; tabIndex lets keyboard users scroll them too (cards without links hold no focusable element).
    <ul className={["card-grid", "record-cards", className].filter(Boolean).join(" ")} role="list" tabIndex={0}>
      {items.map((item, index) => (
        <li key={item.id} id={item.anchor}>
          <article className="card record-card">
            {item.picture ? (
              <PictureImage
                picture={item.picture}
                alt={item.title}
                sizes={CARD_SIZES}
                className="card-media"
                priority={firstIsLcp && index === 0}
              />
            ) : (
              <div className="card-media card-media-empty" aria-hidden="true" />
            )}
            <div className="card-body">
              <h3 className="card-title" lang={langOf(item.title)}>
                {plainText(item.title)}
              </h3>
              {item.text && (
                <p className="record-card-text" lang={langOf(item.text)}>
                  {plainText(item.text)}
                </p>
              )}
              {item.details}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
