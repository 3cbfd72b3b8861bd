import { smallestPicture, type Picture } from "~/platform/media/picture";
import { plainText, type TextIn } from "~/platform/records/translations";
import { useSiteData } from "~/components/use-site-data";
import { langOf } from "./translated";

/**
 * A staff upload as a responsive `<picture>` (AVIF, WebP, then JPEG), sized by `sizes`.
 * `priority` marks the page's largest image above the fold (the LCP image): loaded eagerly
 * with high priority; every other picture waits until it nears the viewport. In light mode
 * only each format's narrowest file is offered (docs/decisions/044-light-mode.md); pictures
 * further down still wait, so a visitor who never scrolls to them never pays for them.
 * A record's name given as the alt text in English on a Chichewa page (no Chichewa version)
 * marks the image `lang="en"`, which is the language of its alt text for screen readers.
 */
export function PictureImage({
  picture,
  alt,
  sizes,
  className,
  priority = false,
}: {
  picture: Picture;
  /** The record's name (as `textIn` gives it), or "" for a purely decorative picture. */
  alt: TextIn | string;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const { light } = useSiteData();
  const shown = light ? smallestPicture(picture) : picture;
  return (
    <picture>
      {shown.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={light ? undefined : sizes} />
      ))}
      <img
        className={className}
        src={shown.src}
        width={shown.width}
        height={shown.height}
        alt={plainText(alt)}
        lang={langOf(alt)}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </picture>
  );
}
