import type { Picture } from "~/platform/media/picture";

/** Back-office cards are at most ~20rem wide, full width on a phone. */
const ADMIN_CARD_SIZES = "(min-width: 40rem) 20rem, 100vw";

/** A record's picture in a back-office card: modern formats first, lazy, never stretched. */
export function AdminCardPicture({ picture, alt }: { picture: Picture | null; alt: string }) {
  if (!picture) {
    return (
      <div className="admin-card-media admin-card-media-empty" role="img" aria-label={`${alt}: no picture`}>
        No picture
      </div>
    );
  }
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={ADMIN_CARD_SIZES} />
      ))}
      <img
        className="admin-card-media"
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/** The smallest JPEG of a picture, for a thumbnail beside a file input. */
export function thumbnailSrc(picture: Picture | null): string | undefined {
  if (!picture) return undefined;
  const jpeg = picture.sources.find((source) => source.type === "image/jpeg");
  const first = jpeg?.srcSet.split(",")[0]?.trim().split(/\s+/)[0];
  return first || picture.src;
}
