import { hotelDateTime, hotelDay, hotelMoment } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";

/*
 * How a tender's closing reads for bidders, on its page, the list and in emails. Isomorphic:
 * a page passes the moment its data was read (`now`), so the server's HTML and the browser's
 * hydration say the same thing. Every text takes the reader's language (emails included);
 * English when none is given.
 */

const HOUR = 3_600_000;

export function isClosed(closesAt: string, now: number): boolean {
  return Date.parse(closesAt) <= now;
}

/**
 * "Closes in 12 days" while two days or more remain, then in hours ("Closes in 47 hours"),
 * so the last two days are counted as closely as bidders count them; "Closed" after.
 */
export function closingCountdown(closesAt: string, now: number, language: Language = "en"): string {
  const left = Date.parse(closesAt) - now;
  if (left <= 0) return tendersCatalog.t(language, "countdownClosed");
  if (left >= 48 * HOUR) return tendersCatalog.t(language, "countdownDays", { days: Math.floor(left / (24 * HOUR)) });
  const hours = Math.floor(left / HOUR);
  if (hours === 0) return tendersCatalog.t(language, "countdownLessThanHour");
  return tendersCatalog.t(language, "countdownHours", { hours });
}

/** "Tuesday 12 January 2027 at 12:00 (Lilongwe time)": the closing moment as the hotel's clocks show it. */
export function formatClosing(closesAt: string, language: Language = "en"): string {
  return tendersCatalog.t(language, "closingMoment", hotelMoment(closesAt, language));
}

/** "10 Jan 2027, 12:00": the closing moment in a list whose heading says "Lilongwe time". */
export function formatClosingShort(closesAt: string, language: Language = "en"): string {
  return hotelDateTime(closesAt, language);
}

/** "3 March 2027" ("3 Malichi 2027"): the day an addendum was posted, in Lilongwe. */
export function formatPosted(postedAt: string, language: Language = "en"): string {
  return hotelDay(postedAt, language);
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
