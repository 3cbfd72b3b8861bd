/**
 * What SPEC §2 says about each room type, shown when a room has no description of its own.
 * Keyed by room name (ROOM_TYPES); a plain object so public pages carry no schema library.
 */
export const ROOM_FALLBACK_DESCRIPTIONS: Record<string, string> = {
  "Classic King": "One king bed for up to 2 adults, in 55 m².",
  "Classic Twin": "Two three-quarter beds for up to 2 adults, in 40 m².",
  "Executive Suite": "Three bedrooms with space to work, meet and unwind.",
  "Presidential Suite": "One king and two three-quarter beds for up to 4 adults and 2 children, in 70 m².",
  "Presidential Villa": "A private presidential villa with the hotel's service at hand.",
};
