import { z } from "zod";
import { calendarDate, MAX_RECORD_ID, multilineText, requiredWholeNumber } from "~/platform/forms/schema-fields";
import { roomRatesStaffWords } from "~/features/room-rates/room-rates-words";
import { roomsWords } from "~/features/rooms/rooms-words";

/*
 * Seasonal rates and closures of a room type (DECISIONS §9). Both are a range of nights in the
 * hotel's calendar: from `startDate` up to, not including, `endDate`, the way a stay runs from
 * arrival to departure, so a range ends after it starts and back-to-back ranges share a day.
 */

const roomId = requiredWholeNumber({ required: roomsWords.msg("roomTypeRequired"), message: roomsWords.msg("roomTypeRequired"), min: 1, max: MAX_RECORD_ID });
const startDate = calendarDate({ required: roomRatesStaffWords.msg("startDateRequired"), invalid: roomRatesStaffWords.msg("startDateInvalid") });
const endDate = calendarDate({ required: roomRatesStaffWords.msg("endDateRequired"), invalid: roomRatesStaffWords.msg("endDateInvalid") });

const endAfterStart = <T extends { startDate: string; endDate: string }>(schema: z.ZodType<T>) =>
  schema.refine((range) => range.endDate > range.startDate, { message: roomRatesStaffWords.msg("endDateNotAfterStart"), path: ["endDate"] });

export const SeasonalRateInputSchema = endAfterStart(
  z.object({
    roomId,
    startDate,
    endDate,
    rate: requiredWholeNumber({ required: roomRatesStaffWords.msg("nightlyRateRequired"), message: roomRatesStaffWords.msg("nightlyRateInvalid"), min: 0, max: 100_000_000 }),
  }),
);
export type SeasonalRateInput = z.infer<typeof SeasonalRateInputSchema>;

export const SeasonalRateSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** Integer kwacha per room per night. */
  rate: z.number().int(),
});
export type PublicSeasonalRate = z.infer<typeof SeasonalRateSchema>;

export const RoomClosureInputSchema = endAfterStart(
  z.object({
    roomId,
    startDate,
    endDate,
    note: multilineText({ max: 500 }).optional(),
  }),
);
export type RoomClosureInput = z.infer<typeof RoomClosureInputSchema>;

export const RoomClosureSchema = z.object({
  id: z.number().int(),
  roomId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  note: z.string().nullable(),
});
export type PublicRoomClosure = z.infer<typeof RoomClosureSchema>;
