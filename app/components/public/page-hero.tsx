import type { ReactNode } from "react";
import type { Picture } from "~/platform/media/picture";
import { PictureImage } from "./picture-image";

/**
 * The top of every public page: a full-bleed photograph (when staff uploaded one) under the
 * page's title. The photograph is the page's LCP image, so it loads eagerly; without one the
 * band is the brand's teal, never an empty box.
 */
export function PageHero({
  id = "page-title",
  eyebrow,
  title,
  titleLang,
  lead,
  picture,
  pictureAlt = "",
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  /** The title's language when it is not the page's (a record's English name on a Chichewa page). */
  titleLang?: string | undefined;
  lead?: ReactNode;
  picture?: Picture | null;
  /** Alt text when the photograph says something the title does not; "" when it is decoration. */
  pictureAlt?: string;
  /** Calls to action under the lead (Book Now, Register Now...). */
  children?: ReactNode;
}) {
  return (
    <section className={picture ? "page-hero page-hero-photo" : "page-hero"} aria-labelledby={id}>
      {picture && <PictureImage picture={picture} alt={pictureAlt} sizes="100vw" className="page-hero-media" priority />}
      <div className="wrap page-hero-inner">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id={id} lang={titleLang}>
          {title}
        </h1>
        {lead && <div className="lead">{lead}</div>}
        {children && <div className="actions">{children}</div>}
      </div>
    </section>
  );
}
