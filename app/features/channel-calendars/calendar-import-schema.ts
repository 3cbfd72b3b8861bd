import { z } from "zod";
import { lineText, MAX_RECORD_ID, requiredWholeNumber, webAddress } from "~/platform/forms/schema-fields";
import { calendarImportStaffWords as words } from "./calendar-import-staff-words";

const recordId = (message: string) => requiredWholeNumber({ required: message, message, min: 1, max: MAX_RECORD_ID });

/** The agencies staff are offered by name (any other may be typed). */
export const KNOWN_AGENCIES = ["Booking.com", "Airbnb", "Expedia", "Agoda", "Hotels.com", "TripAdvisor"] as const;

/** A feed staff add: the room, the agency's name (the stays' channel) and the calendar's address. */
export const ChannelFeedInputSchema = z.object({
  hotelRoomId: recordId(words.msg("roomRequired")),
  agency: lineText({ required: words.msg("agencyRequired"), max: 40, tooLong: words.msg("agencyTooLong") }).refine((value) => value.trim().toLowerCase() !== "direct", words.msg("agencyReserved")),
  url: webAddress().pipe(z.string().min(1, words.msg("urlRequired"))),
});
export type ChannelFeedInput = z.output<typeof ChannelFeedInputSchema>;

/** `?hotelRoomId=` on the list. */
export const ChannelFeedFilterSchema = z.object({ hotelRoomId: z.coerce.number().int().min(1).max(MAX_RECORD_ID).optional() });

/** A feed as staff see it (the API's answer and the screen's rows). */
export const ChannelFeedSchema = z.object({
  id: z.number().int(),
  hotelRoomId: z.number().int(),
  roomNumber: z.string(),
  roomTypeName: z.string(),
  agency: z.string(),
  url: z.string(),
  lastPolledAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastError: z.string().nullable(),
  failingSince: z.string().nullable(),
  eventsCount: z.number().int(),
  createdAt: z.string(),
});
export type ChannelFeed = z.output<typeof ChannelFeedSchema>;

/** What one sync did. */
export const SyncResultSchema = z.object({
  outcome: z.enum(["imported", "not-modified", "failed"]),
  added: z.number().int(),
  changed: z.number().int(),
  cancelled: z.number().int(),
  /** Nights newly found held by another stay. */
  conflicts: z.number().int(),
  error: z.string().nullable(),
});
export type SyncResult = z.output<typeof SyncResultSchema>;

/** An imported stay's nights another stay holds in its room, with the one-click way out when there is one. */
export const ChannelConflictSchema = z.object({
  reservationId: z.number().int(),
  reference: z.string(),
  agency: z.string(),
  hotelRoomId: z.number().int(),
  roomNumber: z.string(),
  nights: z.array(z.string()),
  /** The stay holding the room on those nights (null once it has let them go: the next sync places them). */
  blocking: z.object({ reservationId: z.number().int(), reference: z.string(), guestName: z.string(), channel: z.string() }).nullable(),
  /** A room of the blocking stay's type free on all its nights in this room, lowest floor first; null when none is. */
  moveTo: z.object({ hotelRoomId: z.number().int(), number: z.string() }).nullable(),
});
export type ChannelConflict = z.output<typeof ChannelConflictSchema>;

/** The banner's one-click move: the blocking stay, from the conflict's room to the free one. */
export const ConflictMoveSchema = z.object({
  reservationId: recordId(words.msg("conflictMoveRequired")),
  from: recordId(words.msg("conflictMoveRequired")),
  to: recordId(words.msg("conflictMoveRequired")),
});
export type ConflictMove = z.output<typeof ConflictMoveSchema>;
