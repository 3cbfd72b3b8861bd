import { z } from "zod";
import { calendarDate, lineText, MAX_RECORD_ID, multilineText, requiredWholeNumber, wholeNumber } from "~/platform/forms/schema-fields";
import { hotelRoomsStaffWords as words } from "~/features/hotel-rooms/hotel-rooms-staff-words";
import { nightsBetween } from "~/features/reservations/stay-rules";

/** The longest out-of-order period staff set at once: a year's refit. */
export const MAX_OUT_OF_ORDER_NIGHTS = 366;

const number = lineText({ required: words.msg("roomNumberRequired"), max: 40, tooLong: words.msg("roomNumberTooLong") });
const floor = wholeNumber({ message: words.msg("floorInvalid"), min: -5, max: 200 });
const notes = multilineText({ max: 1000, tooLong: words.msg("notesTooLong") }).optional();
const roomId = (required: string) => requiredWholeNumber({ required, message: required, min: 1, max: MAX_RECORD_ID });

/** A new room: its type, its number or name, its floor (blank for none) and notes for staff. */
export const HotelRoomInputSchema = z.object({ roomTypeId: roomId(words.msg("roomTypeUnknown")), number, floor, notes });
export type HotelRoomInput = z.output<typeof HotelRoomInputSchema>;

/** A room renamed, moved to another floor or noted; its type stays (move its stays instead). */
export const HotelRoomUpdateSchema = z.object({ number, floor, notes });
export type HotelRoomUpdate = z.output<typeof HotelRoomUpdateSchema>;

/** A room out of order from its first night up to the day it is back in service (exclusive, like a departure). */
export const OutOfOrderInputSchema = z
  .object({
    from: calendarDate({ required: words.msg("outOfOrderFromRequired"), invalid: words.msg("dateInvalid") }),
    to: calendarDate({ required: words.msg("outOfOrderToRequired"), invalid: words.msg("dateInvalid") }),
    reason: lineText({ required: words.msg("outOfOrderReasonRequired"), max: 200 }),
  })
  .superRefine((period, ctx) => {
    if (period.to <= period.from) ctx.addIssue({ code: "custom", message: words.msg("outOfOrderEndBeforeStart"), path: ["to"] });
    else if (nightsBetween(period.from, period.to) > MAX_OUT_OF_ORDER_NIGHTS) ctx.addIssue({ code: "custom", message: words.msg("outOfOrderTooLong"), path: ["to"] });
  });
export type OutOfOrderInput = z.output<typeof OutOfOrderInputSchema>;

/** Move a stay's nights from one room to another (of its type, or an upgrade). */
export const MoveInputSchema = z.object({ from: roomId(words.msg("moveFromRequired")), to: roomId(words.msg("moveToRequired")) });
export type MoveInput = z.output<typeof MoveInputSchema>;

/** The Move form: from one of the stay's rooms (its id) to a room typed by its number or name. */
export const MoveFormSchema = z.object({ from: roomId(words.msg("moveFromRequired")), toNumber: lineText({ required: words.msg("moveToRequired"), max: 40 }) });

export const OutOfOrderSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type OutOfOrder = z.infer<typeof OutOfOrderSchema>;

export const HotelRoomSchema = z.object({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  number: z.string(),
  floor: z.number().int().nullable(),
  notes: z.string(),
  /** Out-of-order periods not yet over (ending after today), earliest first. */
  outOfOrder: z.array(OutOfOrderSchema),
});
export type HotelRoom = z.infer<typeof HotelRoomSchema>;

/** A room a stay holds, for the nights from `from` up to `to` (exclusive). */
export const StayRoomSchema = z.object({
  roomId: z.number().int(),
  number: z.string(),
  floor: z.number().int().nullable(),
  roomTypeId: z.number().int(),
  roomTypeName: z.string(),
  from: z.string(),
  to: z.string(),
});
export type StayRoom = z.infer<typeof StayRoomSchema>;

export const HotelRoomFilterSchema = z.object({ roomType: wholeNumber({ message: words.msg("roomTypeUnknown"), min: 1, max: MAX_RECORD_ID }) });
