import type { Picture } from "~/platform/media/picture";
import { roomCardsCatalog } from "~/features/rooms/components/room-cards-catalog";
import { usePriceText } from "~/components/use-site-data";
import { PictureImage } from "~/components/public/picture-image";
import { Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useT } from "~/platform/i18n/use-t";
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
  const t = useT(roomCardsCatalog);
  const rich = useRichT(roomCardsCatalog);
  const title = room.title ?? { text: room.name };
  // The loader gives `text` (the description in the page's language, or SPEC's words when staff gave none).
  const english = room.description?.trim();
  const description = room.text !== undefined ? room.text : english ? { text: english } : null;
  return (
    <article className="card room-card" data-room-name={room.name}>
      {room.picture ? (
        <PictureImage picture={room.picture} alt={title} sizes={CARD_SIZES} className="card-media" priority={priority} />
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
          <p className="card-price">{rich("fromPerNight", { price: <strong>{price(room.fromPrice)}</strong> })}</p>
        ) : null}
        <p className="card-more" aria-hidden="true">
          {t("explore")}
        </p>
      </div>
    </article>
  );
}
