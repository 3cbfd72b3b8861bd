// Kept free of zod so public pages can import it without shipping the schema library.
/** The room types the hotel sells; the back-office offers them as choices. */
export const ROOM_TYPES = [
  "Classic King",
  "Classic Twin",
  "Executive Suite",
  "Presidential Suite",
  "Presidential Villa",
] as const;

/** Home page filter buttons: label and the room name each one matches (DECISIONS §4). */
export const ROOM_FILTERS = [
  { slug: "all", label: "All Rooms", matches: null },
  { slug: "classic-king", label: "Classic King", matches: "Classic King" },
  { slug: "classic-twin", label: "Classic Twin", matches: "Classic Twin" },
  { slug: "executive", label: "Executive", matches: "Executive Suite" },
  { slug: "presidential-suite", label: "Presidential Suite", matches: "Presidential Suite" },
] as const;

export type RoomFilterSlug = (typeof ROOM_FILTERS)[number]["slug"];

