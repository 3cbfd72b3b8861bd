import type { Picture } from "~/platform/media/picture";

/**
 * A staff upload as a responsive `<picture>` (AVIF, WebP, then JPEG), sized by `sizes`.
 * `priority` marks the page's largest image above the fold (the LCP image): loaded eagerly
 * with high priority; every other picture waits until it nears the viewport.
 */
export function PictureImage({
  picture,
  alt,
  sizes,
  className,
  priority = false,
}: {
  picture: Picture;
  /** The record's name, or "" for a purely decorative picture. */
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
