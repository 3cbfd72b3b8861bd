import ICAL from "ical.js";
import { hotelDate } from "~/lib/dates";
import { looksLikeLink } from "~/platform/forms/schema-fields";
import { addDays } from "~/features/reservations/stay-rules";

/** One event of an agency's calendar as the hotel sees it: the nights it holds the room (departure exclusive). */
export interface CalendarStay {
  /** The event's UID; an occurrence of a repeating event adds "#" and its date, so each is a stay of its own. */
  uid: string;
  arrival: string;
  departure: string;
  /** What the agency called it ("Reserved", "CLOSED - Not available", a guest's name): one line, no links. */
  summary: string;
}

/** Why an answer is not a calendar the hotel can read (staff's English; stored as the feed's last error). */
export class CalendarFormatError extends Error {}

/** The most events one feed may hold once repeats are expanded: far more than one room has nights in a year and a half. */
export const MAX_CALENDAR_STAYS = 2000;
/** The most occurrences read from one repeating event. */
const MAX_OCCURRENCES = 800;
/** The longest stay an event gives (an agency's long "closed" block is cut here; the next sync sees the rest in time). */
const MAX_STAY_NIGHTS = 366;
/** The longest summary kept as the stay's name (as a guest's name on /booking, decision 052). */
const MAX_SUMMARY = 80;

/** "2026-12-01" from an ICAL.Time's calendar fields. */
const dateOf = (time: ICAL.Time) => `${String(time.year).padStart(4, "0")}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;

/** Offsets of IANA zones (a TZID without VTIMEZONE, as most extranets write it), by Intl: the instant a wall-clock time in `zone` is. */
function instantInZone(time: ICAL.Time, zone: string): Date | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
  } catch {
    return null;
  }
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offsetAt = (utc: number) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(utc)).map((part) => [part.type, part.value]));
    return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) - utc;
  };
  // Twice: the offset at the guess, then at the instant it gives (right across a change of offset).
  let utc = wall - offsetAt(wall);
  utc = wall - offsetAt(utc);
  return new Date(utc);
}

/**
 * The hotel's date (Africa/Blantyre) of a start or end: a DATE is that date; a DATE-TIME in UTC,
 * in a zone the calendar defines (VTIMEZONE) or an IANA zone is the hotel's date at that instant;
 * a floating one is read on the hotel's clock.
 */
function hotelDateOf(time: ICAL.Time, zones: Map<string, ICAL.Timezone>): string {
  if (time.isDate) return dateOf(time);
  const tzid = (time as unknown as { timezone?: string }).timezone ?? (time.zone && time.zone.tzid !== "floating" ? time.zone.tzid : undefined);
  if (time.zone?.tzid === "UTC" || tzid === "UTC" || tzid === "Z") return hotelDate(time.toJSDate());
  if (tzid) {
    const defined = zones.get(tzid);
    if (defined) {
      const local = time.clone();
      local.zone = defined;
      return hotelDate(new Date(local.toUnixTime() * 1000));
    }
    const instant = instantInZone(time, tzid);
    if (instant) return hotelDate(instant);
  }
  // Floating (or a zone nobody defines): the time on the hotel's own clock.
  return dateOf(time);
}

/** One line, no control characters, no links (a name never carries an address, decision 052), at most 80 characters. */
export function cleanSummary(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  const words = String(raw ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").split(/\s+/).filter((word) => word !== "" && !looksLikeLink(word));
  const text = words.join(" ").slice(0, MAX_SUMMARY).trim();
  return text === "" ? "Reserved" : text;
}

/** Whether the text looks like an iCalendar file at all (its first line), before the library reads it. */
export function looksLikeICalendar(text: string): boolean {
  return /^\uFEFF?\s*BEGIN:VCALENDAR\r?\n/i.test(text);
}

/**
 * An agency's calendar (RFC 5545, read by ical.js: folded lines, parameters, escapes) as stays
 * of the hotel: each VEVENT (each occurrence of a repeating one: RRULE, RDATE, EXDATE and
 * moved occurrences by RECURRENCE-ID) whose nights reach past `from` (the hotel's today) and
 * start before `until`. An all-day event (VALUE=DATE) holds its dates, DTEND exclusive; a timed
 * one holds the nights from the hotel's date of its start to that of its end (at least one).
 * Cancelled events (STATUS:CANCELLED) hold nothing. Anything that is not a calendar throws
 * CalendarFormatError.
 */
export function parseCalendar(text: string, window: { from: string; until: string }): CalendarStay[] {
  if (!looksLikeICalendar(text)) throw new CalendarFormatError("The address did not answer with an iCalendar file (it should begin with BEGIN:VCALENDAR)");
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, "")) as unknown[]);
  } catch (error) {
    throw new CalendarFormatError(`The calendar could not be read: ${error instanceof Error ? error.message.slice(0, 200) : "unreadable"}`);
  }
  if (root.name !== "vcalendar") throw new CalendarFormatError("The address did not answer with an iCalendar file");
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents("vtimezone")) {
    const tzid = vtimezone.getFirstPropertyValue("tzid");
    if (typeof tzid === "string") zones.set(tzid, new ICAL.Timezone(vtimezone));
  }
  const components = root.getAllSubcomponents("vevent");
  // Moved occurrences (RECURRENCE-ID) belong to their series' event.
  const series = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Component[] = [];
  for (const component of components) {
    if (component.hasProperty("recurrence-id")) exceptions.push(component);
    else {
      const event = new ICAL.Event(component);
      if (event.uid) series.set(event.uid, event);
    }
  }
  for (const exception of exceptions) {
    const uid = exception.getFirstPropertyValue("uid");
    const parent = typeof uid === "string" ? series.get(uid) : undefined;
    if (parent) parent.relateException(exception);
  }
  const stays: CalendarStay[] = [];
  const seen = new Set<string>();
  const add = (uid: string, start: ICAL.Time, end: ICAL.Time | null, summary: string, status: unknown) => {
    if (typeof status === "string" && status.toUpperCase() === "CANCELLED") return;
    const arrival = hotelDateOf(start, zones);
    let departure = end ? hotelDateOf(end, zones) : addDays(arrival, 1);
    if (departure <= arrival) departure = addDays(arrival, 1);
    if (departure > addDays(arrival, MAX_STAY_NIGHTS)) departure = addDays(arrival, MAX_STAY_NIGHTS);
    if (departure <= window.from || arrival >= window.until || seen.has(uid)) return;
    seen.add(uid);
    if (stays.length >= MAX_CALENDAR_STAYS) throw new CalendarFormatError(`The calendar holds more than ${MAX_CALENDAR_STAYS} events ahead; the hotel reads at most that many per room`);
    stays.push({ uid, arrival, departure, summary: cleanSummary(summary) });
  };
  // Far enough back to see a long stay that has begun; no need to read repeats beyond the horizon.
  const stopAfter = window.until;
  for (const component of components) {
    if (component.hasProperty("recurrence-id") && series.has(String(component.getFirstPropertyValue("uid")))) continue;
    const event = new ICAL.Event(component);
    if (!component.hasProperty("dtstart")) continue;
    const uid = event.uid || `${dateOf(event.startDate)}-${cleanSummary(event.summary)}`;
    const endOf = (start: ICAL.Time, end: ICAL.Time | null) => (component.hasProperty("dtend") || component.hasProperty("duration") ? end : start.isDate ? null : start);
    if (!event.isRecurring()) {
      add(uid, event.startDate, endOf(event.startDate, event.endDate), event.summary, component.getFirstPropertyValue("status"));
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1, next = iterator.next()) {
      if (dateOf(next) >= stopAfter) break;
      const details = event.getOccurrenceDetails(next);
      const occurrence = details.item;
      add(`${uid}#${dateOf(details.recurrenceId)}`, details.startDate, endOf(details.startDate, details.endDate), occurrence.summary, occurrence.component.getFirstPropertyValue("status"));
    }
  }
  return stays.sort((a, b) => a.arrival.localeCompare(b.arrival) || a.uid.localeCompare(b.uid));
}

/** The window a sync reads: stays not over by the hotel's today, up to the booking horizon. */
export function importWindow(today: string, horizonDays: number): { from: string; until: string } {
  return { from: today, until: addDays(today, horizonDays + 1) };
}

