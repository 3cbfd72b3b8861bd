import { Link } from "react-router";
import type { Picture } from "~/platform/media/picture";
import { ROOM_FALLBACK_DESCRIPTIONS } from "~/features/rooms/components/room-descriptions";
import { usePriceText } from "~/components/use-site-data";
import { langOf } from "~/components/public/translated";
import type { TextIn } from "~/platform/records/translations";

/**
 * What a room card needs. SPEC §3 hides the fee, whose default is 0; a rate staff actually
 * gave is shown as a starting price ("from MWK 250,000 a night").
 */
export interface RoomCardData {
  id: number;
  /** The room's English name, which finds its default description and names it for tests. */
  name: string;
  description: string | null;
  picture: Picture | null;
  fromPrice?: number | null;
  /** The name and description in the page's language (`textIn`), when the page has them read so. */
  title?: TextIn;
  text?: TextIn | null;
}

/** Cards sit one, two, then three to a row in a 75rem container (see .card-grid). */
const CARD_SIZES = "(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw";

export function RoomCard({ room, priority = false }: { room: RoomCardData; priority?: boolean }) {
  const price = usePriceText();
  const title = room.title ?? { text: room.name };
  const fallback = room.description?.trim() || ROOM_FALLBACK_DESCRIPTIONS[room.name];
  const description = room.text !== undefined ? room.text : fallback ? { text: fallback } : null;
  return (
    <article className="card room-card" data-room-name={room.name}>
      {room.picture ? (
        <picture>
          {room.picture.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={CARD_SIZES} />
          ))}
          <img
            className="card-media"
            src={room.picture.src}
            width={room.picture.width}
            height={room.picture.height}
            alt={title.text}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        </picture>
      ) : (
        <div className="card-media card-media-empty" aria-hidden="true" />
      )}
      <div className="card-body">
        <h3 className="card-title">
          {/* The whole card is clickable through this link's ::after; one link per card. */}
          <Link to="/accomodationService" className="card-link" lang={langOf(title)}>
            {title.text}
          </Link>
        </h3>
        {description && (
          <p className="card-text" lang={langOf(description)}>
            {description.text}
          </p>
        )}
        {room.fromPrice ? (
          <p className="card-price">
            from <strong>{price(room.fromPrice)}</strong> a night
          </p>
        ) : null}
        <p className="card-more" aria-hidden="true">
          Explore accommodation
        </p>
      </div>
    </article>
  );
}
