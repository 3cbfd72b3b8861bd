import { z } from "zod";
import { hotelDate } from "~/lib/hotel-date";
import { MAX_GUESTS } from "~/features/booking/booking-bar-options";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date").refine((v) => !Number.isNaN(Date.parse(v)), "Please choose a date");

/**
 * The hero booking bar (arrival, departure, guests, room type). One schema for the form's
 * native constraints and the hand-off route's check. Dates are the hotel's calendar dates.
 */
export const BookingSearchSchema = z
  .object({
    arrival: isoDate,
    departure: isoDate,
    guests: z.coerce.number().int().min(1).max(MAX_GUESTS).catch(2),
    room: z.string().trim().max(60).catch(""),
  })
  .refine((v) => v.arrival >= hotelDate(), { path: ["arrival"], message: "arrival" })
  .refine((v) => v.departure > v.arrival, { path: ["departure"], message: "departure" });

type BookingSearch = z.infer<typeof BookingSearchSchema>;

const PLACEHOLDER = /\{(arrival|departure|adults|children)\}/g;

/**
 * Where the booking bar sends the guest (DECISIONS §9): the hotel's own /booking page with the
 * dates and party, or, when staff set an external booking engine, that engine. An engine's
 * address may be a template (`…?checkin={arrival}&checkout={departure}&adults={adults}&children={children}`),
 * filled in; one without placeholders gets the search as query parameters (`arrival`,
 * `departure`, `guests`, `room`) beside any it already has.
 */
export function bookingHandoffUrl(search: BookingSearch, bookingUrl: string, roomTypeId: number | null = null): string {
  if (bookingUrl && PLACEHOLDER.test(bookingUrl)) {
    const party: Record<string, string> = { arrival: search.arrival, departure: search.departure, adults: String(search.guests), children: "0" };
    return bookingUrl.replace(PLACEHOLDER, (_, name: string) => encodeURIComponent(party[name] ?? ""));
  }
  if (bookingUrl) {
    const url = new URL(bookingUrl);
    url.searchParams.set("arrival", search.arrival);
    url.searchParams.set("departure", search.departure);
    url.searchParams.set("guests", String(search.guests));
    if (search.room) url.searchParams.set("room", search.room);
    return url.toString();
  }
  const query = new URLSearchParams({ arrival: search.arrival, departure: search.departure, adults: String(search.guests), children: "0" });
  if (roomTypeId !== null) query.set("roomType", String(roomTypeId));
  return `/booking?${query.toString()}`;
}
