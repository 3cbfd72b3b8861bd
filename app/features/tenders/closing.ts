import { HOTEL_TIME_ZONE } from "~/lib/hotel-date";

/*
 * How a tender's closing reads for bidders, on its page, the list and in emails. Isomorphic:
 * a page passes the moment its data was read (`now`), so the server's HTML and the browser's
 * hydration say the same thing.
 */

const HOUR = 3_600_000;

export function isClosed(closesAt: string, now: number): boolean {
  return Date.parse(closesAt) <= now;
}

/**
 * "Closes in 12 days" while two days or more remain, then in hours ("Closes in 47 hours"),
 * so the last two days are counted as closely as bidders count them; "Closed" after.
 */
export function closingCountdown(closesAt: string, now: number): string {
  const left = Date.parse(closesAt) - now;
  if (left <= 0) return "Closed";
  if (left >= 48 * HOUR) return `Closes in ${Math.floor(left / (24 * HOUR))} days`;
  const hours = Math.floor(left / HOUR);
  if (hours === 0) return "Closes in less than an hour";
  return `Closes in ${hours} ${hours === 1 ? "hour" : "hours"}`;
}

const closingFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: HOTEL_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "Tuesday 12 January 2027 at 12:00 (Lilongwe time)": the closing moment as the hotel's clocks show it. */
export function formatClosing(closesAt: string): string {
  const parts = Object.fromEntries(closingFormat.formatToParts(new Date(closesAt)).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute} (Lilongwe time)`;
}

const shortFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: HOTEL_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "10 Jan 2027, 12:00": the closing moment in a list whose heading says "Lilongwe time". */
export function formatClosingShort(closesAt: string): string {
  const parts = Object.fromEntries(shortFormat.formatToParts(new Date(closesAt)).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

const postedFormat = new Intl.DateTimeFormat("en-GB", { timeZone: HOTEL_TIME_ZONE, day: "numeric", month: "long", year: "numeric" });

/** "3 March 2027": the day an addendum was posted, in Lilongwe. */
export function formatPosted(postedAt: string): string {
  return postedFormat.format(new Date(postedAt));
}

/**
 * The next moment after `now` at which a list of closing times reads differently because one
 * of them closes (a page showing them must not be kept past it); null when none is ahead.
 */
export function nextClosing(closingTimes: readonly string[], now: number): number | null {
  let next: number | null = null;
  for (const closesAt of closingTimes) {
    const at = Date.parse(closesAt);
    if (at > now && (next === null || at < next)) next = at;
  }
  return next;
}
