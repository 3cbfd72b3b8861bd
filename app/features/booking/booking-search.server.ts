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

const longDate = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function readable(date: string): string {
  return longDate.format(new Date(`${date}T00:00:00Z`));
}

function nights(search: BookingSearch): number {
  return Math.round((Date.parse(search.departure) - Date.parse(search.arrival)) / 86_400_000);
}

/** The enquiry a guest would have typed, for the Contact Us form when no booking engine is set. */
function bookingEnquiryMessage(search: BookingSearch): string {
  const count = nights(search);
  const room = search.room ? `a ${search.room}` : "a room";
  return (
    `Hello, I would like to book ${room} for ${search.guests} ${search.guests === 1 ? "guest" : "guests"}, ` +
    `arriving ${readable(search.arrival)} and leaving ${readable(search.departure)} (${count} ${count === 1 ? "night" : "nights"}). ` +
    "Please let me know the availability and the rate."
  );
}

/**
 * Where the booking bar sends the guest: the hotel's booking engine with the search as query
 * parameters (`arrival`, `departure`, `guests`, `room`, kept beside any the engine's address
 * already has), or, when staff have set no engine, the Contact Us form with the enquiry filled in.
 */
export function bookingHandoffUrl(search: BookingSearch, bookingUrl: string): string {
  if (bookingUrl) {
    const url = new URL(bookingUrl);
    url.searchParams.set("arrival", search.arrival);
    url.searchParams.set("departure", search.departure);
    url.searchParams.set("guests", String(search.guests));
    if (search.room) url.searchParams.set("room", search.room);
    return url.toString();
  }
  return `/ContactUs?${new URLSearchParams({ message: bookingEnquiryMessage(search) }).toString()}`;
}
