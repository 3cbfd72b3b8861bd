import { eventSpaces } from "~/features/conference-rooms/conference-room-choices";

/**
 * SPEC §2's convention-centre figures: every page, description and structured-data block that
 * states one reads it here, so the home page and the Events page cannot disagree again.
 * They describe the building, not the conference-room records staff keep, except the number
 * of event rooms: that is counted from the records (`eventRoomCount`), the ones the capacity
 * chart lists, so the figure and the chart cannot disagree either.
 */
export const CONVENTION_CENTRE = {
  /** SPEC's figure, said only while the records cannot be read (and the page shows no chart). */
  eventRoomsWhenUnread: 13,
  eventSpaceSquareMetres: 2160.35,
  largestRoomGuests: 1500,
  breakoutRooms: 10,
} as const;

/** A figure as the pages write it: 1,500 and 2,160.35. */
export function figure(value: number): string {
  return value.toLocaleString("en-GB", { maximumFractionDigits: 2 });
}

/**
 * The event rooms the pages state: the conference records other than the Events page's
 * introduction ("main"), which are the capacity chart's rows; SPEC's figure when the records
 * could not be read.
 */
export function eventRoomCount(records: readonly { name: string }[] | null): number {
  return records === null ? CONVENTION_CENTRE.eventRoomsWhenUnread : eventSpaces(records).length;
}
