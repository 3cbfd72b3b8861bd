/**
 * SPEC §2's convention-centre figures: every page, description and structured-data block that
 * states one reads it here, so the home page and the Events page cannot disagree again.
 * They describe the building, not the conference-room records staff keep (a hall and its
 * sub-rooms are several records, and a page's "main" text is one too).
 */
export const CONVENTION_CENTRE = {
  eventRooms: 13,
  eventSpaceSquareMetres: 2160.35,
  largestRoomGuests: 1500,
  breakoutRooms: 10,
} as const;

/** A figure as the pages write it: 1,500 and 2,160.35. */
export function figure(value: number): string {
  return value.toLocaleString("en-GB", { maximumFractionDigits: 2 });
}
