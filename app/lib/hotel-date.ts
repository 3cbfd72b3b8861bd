import { lazily } from "~/lib/lazily";

/**
 * The hotel's calendar (DECISIONS §1, GUIDE §4): "today" is the date in Lilongwe
 * (Africa/Blantyre, UTC+2 all year), never the server's or the browser's zone. Instants are
 * stored as UTC ISO strings; calendar dates as `YYYY-MM-DD`, which compare correctly as text.
 */
export const HOTEL_TIME_ZONE = "Africa/Blantyre";

// Made on first use (lazily): a time-zone formatter costs a page its zone data, and most public pages format no date in the browser.
const isoDate = lazily(() => new Intl.DateTimeFormat("en-CA", { timeZone: HOTEL_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }));

/**
 * Today's date is asked for on every request (the render cache's day, lists with date rules);
 * formatting it each time was a visible share of a stored page's time. It is kept for the
 * minute of UTC it was formatted in: every zone's offset is whole minutes, so the hotel's
 * date cannot change within one.
 */
let today = { minute: Number.NaN, date: "" };

/** The hotel's date at `at` (default now), as `YYYY-MM-DD`. */
export function hotelDate(at?: Date): string {
  if (at) return isoDate().format(at);
  const minute = Math.floor(Date.now() / 60_000);
  if (minute !== today.minute) today = { minute, date: isoDate().format(new Date(minute * 60_000)) };
  return today.date;
}

/** The hotel's current year, e.g. for a copyright line. */
export function hotelYear(at?: Date): number {
  return Number(hotelDate(at).slice(0, 4));
}

const dateTime = lazily(() => new Intl.DateTimeFormat("en-GB", { timeZone: HOTEL_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }));

/** An instant as staff read it, "23 Nov 2026, 14:05", in the hotel's time on server and browser alike. */
export function hotelDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

const wallClock = lazily(
  () =>
    new Intl.DateTimeFormat("en-CA", {
      timeZone: HOTEL_TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

/** The hotel's date and time of day at an instant: `{ date: "2027-01-12", time: "12:00" }`. */
export function hotelClock(at: Date | string): { date: string; time: string } {
  const parts = Object.fromEntries(wallClock().formatToParts(typeof at === "string" ? new Date(at) : at).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The instant (ISO-8601 UTC) at which Lilongwe's clocks read `date` `time` (`YYYY-MM-DD`,
 * `HH:MM`). Read through Intl rather than a fixed +02:00, so the zone's rules stay the
 * runtime's: the offset at that moment is measured and taken off.
 */
export function hotelInstant(date: string, time: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const [h, min] = time.split(":").map(Number);
  const asUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  const shown = hotelClock(new Date(asUtc));
  const [sy, sm, sd] = shown.date.split("-").map(Number);
  const [sh, smin] = shown.time.split(":").map(Number);
  const offset = Date.UTC(sy ?? 0, (sm ?? 1) - 1, sd ?? 1, sh ?? 0, smin ?? 0) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
