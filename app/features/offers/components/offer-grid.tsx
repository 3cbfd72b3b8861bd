import { PictureImage } from "~/components/public/picture-image";
import { usePriceText } from "~/components/use-site-data";
import { langOf } from "~/components/public/translated";
import { plainText, type TextIn } from "~/platform/records/translations";
import type { PublicOffer } from "~/features/offers/schema";
import { offersCatalog } from "~/features/offers/components/offers-catalog";
import { useRichT } from "~/components/public/rich-message";

/** An offer as a page shows it: its name and message in the page's language (`textIn`). */
type OfferTileData = Pick<PublicOffer, "id" | "fee" | "picture"> & { name: string | TextIn; message: string | TextIn | null };

const TILE_SIZES = "(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw";

/**
 * SPEC's promotion and festive "image grids": each offer's picture, name, message and, where
 * staff gave a rate, "from MWK 180,000". A rate of 0 means none was given.
 */
export function OfferGrid({ offers, label }: { offers: OfferTileData[]; label: string }) {
  const price = usePriceText();
  const rich = useRichT(offersCatalog);
  return (
    <ul className="tile-grid" role="list" aria-label={label}>
      {offers.map((offer, index) => (
        <li key={offer.id} className="offer-tile">
          {offer.picture ? (
            <PictureImage picture={offer.picture} alt={offer.name} sizes={TILE_SIZES} className="offer-tile-media" priority={index === 0} />
          ) : (
            <div className="offer-tile-media card-media-empty" aria-hidden="true" />
          )}
          <div className="offer-tile-body">
            <h3 className="offer-tile-name" lang={langOf(offer.name)}>
              {plainText(offer.name)}
            </h3>
            <p className="offer-tile-message" lang={langOf(offer.message)}>
              {plainText(offer.message)}
            </p>
            {offer.fee > 0 && (
              <p className="offer-tile-rate">{rich("fromPrice", { price: <strong>{price(offer.fee)}</strong> })}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
