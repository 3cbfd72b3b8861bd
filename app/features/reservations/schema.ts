import { z } from "zod";
import { hotelDate } from "~/lib/dates";
import { calendarDate, emailAddress, MAX_RECORD_ID, multilineText, personName, phoneNumberText, requiredWholeNumber, wholeNumber } from "~/platform/forms/schema-fields";
import { MAX_NIGHTS, nightsBetween } from "~/features/reservations/stay-rules";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { reservationsStaffWords } from "~/features/reservations/reservations-staff-words";
import { roomsWords } from "~/features/rooms/rooms-words";
import { fieldWords } from "~/platform/forms/field-words";

/*
 * One schema per input (GUIDE §2): the /booking forms, `GET /api/availability` and
 * `POST /api/reservations` parse the same fields with the same messages.
 */

/** DECISIONS §9 and §11: requested → confirmed → checked in → checked out; or declined, cancelled, no-show. */
export const RESERVATION_STATUSES = ["requested", "confirmed", "declined", "cancelled", "checked_in", "checked_out", "no_show"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const stayFields = {
  arrival: calendarDate({ required: reservationsWords.msg("arrivalRequired"), invalid: reservationsWords.msg("arrivalInvalid") }),
  departure: calendarDate({ required: reservationsWords.msg("departureRequired"), invalid: reservationsWords.msg("departureInvalid") }),
  adults: wholeNumber({ message: reservationsWords.msg("adultsInvalid"), min: 1, max: 20 }).default(1),
  children: wholeNumber({ message: reservationsWords.msg("childrenInvalid"), min: 0, max: 20 }).default(0),
};

function isRealDate(value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Arrival today or later on the hotel's calendar, departure after it, 1–30 nights (DECISIONS §9). */
function checkStay(stay: { arrival: string; departure: string }, ctx: z.RefinementCtx) {
  // A date already refused for its form ("2026-02-30") is not compared as well.
  if (!isRealDate(stay.arrival)) return;
  if (stay.arrival < hotelDate()) ctx.addIssue({ code: "custom", message: reservationsWords.msg("arrivalInPast"), path: ["arrival"] });
  if (!isRealDate(stay.departure)) return;
  if (stay.departure <= stay.arrival) ctx.addIssue({ code: "custom", message: reservationsWords.msg("departureNotAfterArrival"), path: ["departure"] });
  else if (nightsBetween(stay.arrival, stay.departure) > MAX_NIGHTS) ctx.addIssue({ code: "custom", message: reservationsWords.msg("stayTooLong", { nights: MAX_NIGHTS }), path: ["departure"] });
}

/** A room type chosen by id; blank means "every type" in a search. */
const roomTypeId = wholeNumber({ message: reservationsWords.msg("roomTypeUnknown"), min: 1, max: MAX_RECORD_ID });

/** `GET /api/availability` and the /booking search form. */
export const StaySearchSchema = z.object({ ...stayFields, roomType: roomTypeId }).superRefine(checkStay);
export type StaySearch = z.output<typeof StaySearchSchema>;

/** `POST /api/reservations` and the /booking request form. */
export const ReservationRequestSchema = z
  .object({
    ...stayFields,
    roomType: requiredWholeNumber({ required: roomsWords.msg("roomTypeRequired"), message: reservationsWords.msg("roomTypeUnknown"), min: 1, max: MAX_RECORD_ID }),
    rooms: wholeNumber({ message: reservationsWords.msg("roomsCountInvalid"), min: 1, max: 10 }).default(1),
    name: personName({ required: reservationsWords.msg("guestNameRequired") }),
    email: emailAddress({ required: fieldWords.msg("emailRequired"), invalid: fieldWords.msg("emailInvalid") }),
    phone: phoneNumberText({ required: fieldWords.msg("phoneRequired"), invalid: fieldWords.msg("phoneInvalid") }),
    specialRequests: multilineText({ max: 2000 }).optional(),
  })
  .superRefine(checkStay);
export type ReservationRequest = z.output<typeof ReservationRequestSchema>;

export const NightSchema = z.object({ date: z.string(), rate: z.number().int(), roomsFree: z.number().int(), closed: z.boolean() });

/** One room type's answer to a search. */
export const RoomAvailabilitySchema = z.object({
  roomType: z.object({ id: z.number().int(), name: z.string(), maxGuests: z.number().int() }),
  /** Rooms this party needs: guests over what one room sleeps, rounded up. */
  roomsNeeded: z.number().int(),
  /** Fewest rooms free on any night of the stay. */
  roomsFree: z.number().int(),
  available: z.boolean(),
  nights: z.array(NightSchema),
  currency: z.literal("MWK"),
  /** Integer kwacha: one room for the whole stay, then for the rooms needed before and after any discount. */
  perRoom: z.number().int(),
  subtotal: z.number().int(),
  discount: z.object({ name: z.string(), percent: z.number().int(), amount: z.number().int() }).nullable(),
  total: z.number().int(),
  /** When not available: the nearest stay of the same length with the rooms free (up to 14 days either side). */
  nearestFree: z.object({ arrival: z.string(), departure: z.string() }).nullable(),
});
export type RoomAvailability = z.infer<typeof RoomAvailabilitySchema>;

export const AvailabilitySchema = z.object({
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  roomTypes: z.array(RoomAvailabilitySchema),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** A reservation as staff and its guest see it (the cancel token's hash never leaves the server). */
export const ReservationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  roomTypeId: z.number().int().nullable(),
  roomName: z.string(),
  arrival: z.string(),
  departure: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  rooms: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  specialRequests: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  /** Integer kwacha, after any discount, as quoted when requested. */
  total: z.number().int(),
  discountPercent: z.number().int(),
  declineReason: z.string().nullable(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the front desk checked the guest in and out (instants), and the departure booked when they left early. */
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  bookedDeparture: z.string().nullable(),
  /** `withheld`: the guest's address had had its hour's acknowledgements, so staff answer them themselves (decision 052). */
  acknowledgement: z.enum(["sent", "withheld"]),
});
export type Reservation = z.infer<typeof ReservationSchema>;

const optionalDate = (invalid: string) => z.union([z.literal("").transform(() => undefined), calendarDate({ required: invalid, invalid })]).optional();

/** The inbox's filters: `?status=&arrivalFrom=&arrivalTo=`. */
export const ReservationFilterSchema = z.object({
  status: z.union([z.literal("").transform(() => undefined), z.enum(RESERVATION_STATUSES, { error: reservationsStaffWords.msg("reservationStatusInvalid") })]).optional(),
  arrivalFrom: optionalDate(reservationsWords.msg("arrivalInvalid")),
  arrivalTo: optionalDate(reservationsWords.msg("arrivalInvalid")),
});
export type ReservationFilter = z.output<typeof ReservationFilterSchema>;

export const DeclineSchema = z.object({ reason: multilineText({ required: reservationsStaffWords.msg("declineReasonRequired"), max: 1000 }) });
export const NotesSchema = z.object({ notes: multilineText({ max: 4000 }) });


/** Arrivals, departures and guests in the house on one of the hotel's days. */
export const FrontDeskListsSchema = z.object({
  /** The day asked for, and the hotel's today (Africa/Blantyre). */
  date: z.string(),
  today: z.string(),
  /** Confirmed stays arriving that day. */
  arrivals: z.array(ReservationSchema),
  /** Guests checked in whose stay ends that day (on the hotel's today, also those whose departure has passed). */
  departures: z.array(ReservationSchema),
  /** Guests checked in who stay that night. */
  inHouse: z.array(ReservationSchema),
});
export type FrontDeskLists = z.infer<typeof FrontDeskListsSchema>;
