// Kept free of zod so public pages can import it without shipping the schema library.
/** The room types the hotel sells; the back-office offers them as choices. */
export const ROOM_TYPES = [
  "Classic King",
  "Classic Twin",
  "Executive Suite",
  "Presidential Suite",
  "Presidential Villa",
] as const;
