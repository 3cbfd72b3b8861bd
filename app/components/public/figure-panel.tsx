import type { Picture } from "~/platform/media/picture";
import { PictureImage } from "./picture-image";

/**
 * A section's picture with one key figure on it ("16 presidential villas", "1,500 seats in
 * the auditorium"). Without a picture from staff, the figure stands alone on the brand's dark
 * panel. The figure repeats what the section's text says, so it is hidden from screen readers.
 */
export function FigurePanel({ picture, alt, figure, caption }: { picture: Picture | null | undefined; alt: string; figure: string; caption: string }) {
  if (!picture) {
    return (
      <div className="panel-art" aria-hidden="true">
        <span className="panel-figure">{figure}</span>
        <span className="panel-caption">{caption}</span>
      </div>
    );
  }
  return (
    <div className="panel-photo">
      <PictureImage picture={picture} alt={alt} sizes="(min-width: 64rem) 34rem, 100vw" />
      <span className="panel-badge" aria-hidden="true">
        <span className="panel-badge-figure">{figure}</span> {caption}
      </span>
    </div>
  );
}
