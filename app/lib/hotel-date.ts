/**
 * The hotel's calendar (DECISIONS §1, GUIDE §4): "today" is the date in Lilongwe
 * (Africa/Blantyre, UTC+2 all year), never the server's or the browser's zone. Instants are
 * stored as UTC ISO strings; calendar dates as `YYYY-MM-DD`, which compare correctly as text.
 */
export const HOTEL_TIME_ZONE = "Africa/Blantyre";

const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: HOTEL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/**
 * Today's date is asked for on every request (the render cache's day, lists with date rules);
 * formatting it each time was a visible share of a stored page's time. It is kept for the
 * minute of UTC it was formatted in: every zone's offset is whole minutes, so the hotel's
 * date cannot change within one.
 */
let today = { minute: Number.NaN, date: "" };

/** The hotel's date at `at` (default now), as `YYYY-MM-DD`. */
export function hotelDate(at?: Date): string {
  if (at) return isoDate.format(at);
  const minute = Math.floor(Date.now() / 60_000);
  if (minute !== today.minute) today = { minute, date: isoDate.format(new Date(minute * 60_000)) };
  return today.date;
}

/** The hotel's current year, e.g. for a copyright line. */
export function hotelYear(at?: Date): number {
  return Number(hotelDate(at).slice(0, 4));
}

const dateTime = new Intl.DateTimeFormat("en-GB", { timeZone: HOTEL_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** An instant as staff read it, "23 Nov 2026, 14:05", in the hotel's time on server and browser alike. */
export function hotelDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
