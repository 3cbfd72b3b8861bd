import { z } from "zod";
import { hotelDate } from "~/lib/dates";
import { MAX_CHILDREN, MAX_GUESTS } from "~/features/reservations/reservation-bar-options";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date").refine((v) => !Number.isNaN(Date.parse(v)), "Please choose a date");

/**
 * The reservation bar (arrival, departure, adults, children, room type). One schema for the form's
 * native constraints and the hand-off route's check. Dates are the hotel's calendar dates.
 * `guests` is what the bar sent before it asked for children: an old link's party stays adults.
 */
export const ReservationSearchSchema = z
  .preprocess(
    (input) => (input && typeof input === "object" && !("adults" in input) && "guests" in input ? { ...input, adults: (input as { guests: unknown }).guests } : input),
    z.object({
      arrival: isoDate,
      departure: isoDate,
      adults: z.coerce.number().int().min(1).max(MAX_GUESTS).catch(2),
      children: z.coerce.number().int().min(0).max(MAX_CHILDREN).catch(0),
      room: z.string().trim().max(60).catch(""),
    }),
  )
  .refine((v) => v.arrival >= hotelDate(), { path: ["arrival"], message: "arrival" })
  .refine((v) => v.departure > v.arrival, { path: ["departure"], message: "departure" });

type ReservationSearch = z.infer<typeof ReservationSearchSchema>;

const PLACEHOLDER = /\{(arrival|departure|adults|children)\}/g;

/**
 * Where the reservation bar sends the guest (DECISIONS §9): the hotel's own /booking page with the
 * dates and party, or, when staff set an external booking engine, that engine. An engine's
 * address may be a template (`…?checkin={arrival}&checkout={departure}&adults={adults}&children={children}`),
 * filled in; one without placeholders gets the search as query parameters (`arrival`,
 * `departure`, `adults`, `children`, `guests` for the whole party, `room`) beside any it already has.
 */
export function reservationHandoffUrl(search: ReservationSearch, bookingUrl: string, roomTypeId: number | null = null): string {
  const party = { arrival: search.arrival, departure: search.departure, adults: String(search.adults), children: String(search.children) };
  if (bookingUrl && new RegExp(PLACEHOLDER.source).test(bookingUrl)) {
    return bookingUrl.replace(PLACEHOLDER, (_, name: keyof typeof party) => encodeURIComponent(party[name]));
  }
  if (bookingUrl) {
    const url = new URL(bookingUrl);
    for (const [name, value] of Object.entries(party)) url.searchParams.set(name, value);
    url.searchParams.set("guests", String(search.adults + search.children));
    if (search.room) url.searchParams.set("room", search.room);
    return url.toString();
  }
  const query = new URLSearchParams(party);
  if (roomTypeId !== null) query.set("roomType", String(roomTypeId));
  return `/booking?${query.toString()}`;
}
