// Kept free of zod: the home page builds its chips with it.
import type { TextIn } from "~/platform/records/translations";

/** The chip that shows every room type. */
export const ALL_ROOMS = "all";

/**
 * SPEC §2's chips keep their addresses and English labels: "Executive" (`?room=executive`)
 * shows the Executive Suite (DECISIONS §4). Any other room type's chip is its own name.
 */
const SPEC_CHIPS: Readonly<Record<string, { slug: string; label: string }>> = {
  "Executive Suite": { slug: "executive", label: "Executive" },
};

/** A room type's address on the home page: "Garden Suite" → `garden-suite`. */
export function roomFilterSlug(name: string): string {
  const spec = SPEC_CHIPS[name];
  if (spec) return spec.slug;
  return name
    .normalize("NFKD")
    // Accents go with their letters ("Étage" → "etage").
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** One chip: its address, its label in the page's language, and the room type it shows (null: all). */
export interface RoomFilter {
  slug: string;
  label: TextIn;
  matches: string | null;
}

/**
 * The home page's chips, built from the room types staff keep (a new "Garden Suite" gets its
 * own): "All Rooms", then one per room type in the order the cards show them, each named as
 * the page's language names it (`title`, from `textIn`).
 */
export function roomFiltersOf(rooms: readonly { name: string; title: TextIn }[], allRoomsLabel: string): RoomFilter[] {
  const seen = new Set<string>([ALL_ROOMS]);
  const chips: RoomFilter[] = [{ slug: ALL_ROOMS, label: { text: allRoomsLabel }, matches: null }];
  for (const room of rooms) {
    const slug = roomFilterSlug(room.name);
    if (slug === "" || seen.has(slug)) continue;
    seen.add(slug);
    const spec = SPEC_CHIPS[room.name];
    // English pages keep SPEC's short label; a translated name wins on other pages.
    const label = spec && room.title.lang === undefined && room.title.text === room.name ? { text: spec.label } : room.title;
    chips.push({ slug, label, matches: room.name });
  }
  return chips;
}
