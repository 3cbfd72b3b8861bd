import type { Picture } from "~/platform/media/picture";
import { plainText, type TextIn } from "~/platform/records/translations";
import { PictureImage } from "./picture-image";
import { langOf } from "./translated";

interface PersonCardData {
  id: number;
  /** A person's name as it is, or a record's name in the page's language (an award, decision 043). */
  name: TextIn | string;
  /** The person's role, shown under the name (management team); absent for board members. */
  position?: string;
  picture: Picture | null;
}

/** Portraits sit two to a row on phones and up to four on wide screens (see .person-grid). */
const PHONE_ROW = 2;
const PORTRAIT_SIZES = "(min-width: 64rem) 16rem, (min-width: 40rem) 30vw, 50vw";

/**
 * A grid of portraits with names (management team, board members). The portrait's alt text
 * is the person's name; a missing picture leaves a quiet placeholder, never a broken image.
 */
export function PersonGrid({
  people,
  label,
  size = "regular",
  priority = false,
}: {
  people: PersonCardData[];
  label: string;
  size?: "large" | "regular";
  /**
   * The grid is at the top of the page: its first row on a phone (two portraits of one size) is
   * loaded at once. Either may be the LCP image, whichever paints first, so neither may wait.
   */
  priority?: boolean;
}) {
  return (
    <ul className={size === "large" ? "person-grid person-grid-large" : "person-grid"} role="list" aria-label={label}>
      {people.map((person, index) => (
        <li key={person.id} className="person-card">
          {person.picture ? (
            <PictureImage picture={person.picture} alt={person.name} sizes={PORTRAIT_SIZES} className="person-photo" priority={priority && index < PHONE_ROW} />
          ) : (
            <div className="person-photo person-photo-empty" aria-hidden="true" />
          )}
          <div className="person-text">
            <h3 className="person-name" lang={langOf(person.name)}>
              {plainText(person.name)}
            </h3>
            {person.position && <p className="person-position">{person.position}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
