// Kept free of zod so the public events page and the back-office can import it cheaply.
import type { Language } from "~/platform/i18n/language";
import { type InLanguage, type TextIn, textIn } from "~/platform/records/translations";

/** SPEC §3's halls (stored as `hall`, sent as `name`); "main" is the page's introduction. */
export const HALLS = ["main", "Banqueting Hall", "MultiFunctional Rooms", "Mafumu Suite", "Main Foyer", "Conference Rooms"] as const;

/**
 * SPEC §3's sub-rooms (stored as `sub_room`, sent as `fee`). SPEC's old form sent "Main
 * Foyer" for the option labelled Phwiti; the name itself is stored now, as the seed does.
 * The last five are the rooms SPEC §2's Events page shows as cards (SparrowHawk, Ibis,
 * Sandpiper, Pelican, Heron), so staff can keep their capacities too.
 */
export const SUB_ROOMS = [
  "main", "Njovu", "Mbizi", "Mvuu", "Phwiti", "Mpheta", "Nkhwali", "Nthiwatiwa", "Nkhanga", "Nkhwanzi", "foyer", "Chambo", "Mbuna", "Mphasa", "Matemba",
  "SparrowHawk", "Ibis", "Sandpiper", "Pelican", "Heron",
] as const;

/** The event rooms among the conference records: all but the Events page's introduction ("main"). */
export function eventSpaces<T extends { name: string }>(records: readonly T[]): T[] {
  return records.filter((record) => record.name !== "main");
}

/** The seating layouts of the public capacity chart (SPEC §2), in its column order. */
export const LAYOUTS = [
  { key: "cinema", label: "Cinema" },
  { key: "classroom", label: "Classroom" },
  { key: "u_shape", label: "U-shape" },
  { key: "boardroom", label: "Boardroom" },
  { key: "banquet", label: "Banquet" },
  { key: "cocktail", label: "Cocktail" },
] as const;

export type LayoutKey = (typeof LAYOUTS)[number]["key"];

/**
 * What visitors call a hall or room: the room's own name, or the hall's when the record is
 * the whole hall ("main"). The Main Foyer keeps its name whatever sub-room it was filed
 * under (SPEC's old form sent "Main Foyer" for Phwiti).
 */
export function spaceName(space: { name: string; fee: string }): string {
  if (space.fee === "main" || space.name === "Main Foyer") return space.name;
  return space.fee;
}

/** The same name in a page's language: the hall's or the room's Chichewa name where staff gave one. */
export function spaceNameIn(space: InLanguage<{ name: string; fee: string }>, language: Language): TextIn {
  const field = space.fee === "main" || space.name === "Main Foyer" ? "name" : "fee";
  return textIn(space, field, language) ?? { text: spaceName(space) };
}
