import { lazily } from "~/lib/lazily";

/*
 * Dates, in one module: the hotel's calendar and clock (Lilongwe), and dates written in the
 * site's two languages. It sits in app/lib, the bottom layer, because none of it needs more
 * than `Intl`: no I/O, and no interface catalogue (the Chichewa month and weekday names are a
 * fixed table here, not words staff or translators change in `*.messages.json`). So the
 * platform (record lists, cached reads, settings, the email layout), the shared components and
 * every feature read today's date and write a date from the same place, on the server and in
 * the browser alike (docs/decisions/028-layers.md, "Floors").
 */

// ---------------------------------------------------------------------------------------------
// The hotel's calendar and clock

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

// ---------------------------------------------------------------------------------------------
// Dates in the page's language

/**
 * The languages a date is written in: the site's two (`Language` in
 * app/platform/i18n/language.ts, which this bottom layer may not import; a third language
 * there fails the typecheck where it is passed here, until its names are added).
 */
export type DateLanguage = "en" | "ny";

/*
 * Dates in the page's language (DECISIONS §10). Node's and browsers' ICU carry no Chichewa, so
 * `Intl` with "ny" quietly writes English: Chichewa dates take their shape (day, month, year
 * order and numbers) from British English and their month and weekday names from here.
 */

/** British English: the shape of every date the site writes, in both languages. */
const DATE_LOCALE = "en-GB";

const MONTHS_NY = ["Januwale", "Febuluwale", "Malichi", "Epulo", "Meyi", "Juni", "Julayi", "Ogasiti", "Seputembala", "Okutobala", "Novembala", "Disembala"];
/** Sunday first, as `Date#getUTCDay` counts. Abbreviations would clash (four begin "Lach"), so short is long. */
const WEEKDAYS_NY = ["Lamulungu", "Lolemba", "Lachiwiri", "Lachitatu", "Lachinayi", "Lachisanu", "Loweruka"];

function englishNames(options: Intl.DateTimeFormatOptions, count: number, dateOf: (i: number) => Date, part: "month" | "weekday"): string[] {
  const format = new Intl.DateTimeFormat(DATE_LOCALE, { ...options, timeZone: "UTC" });
  return Array.from({ length: count }, (_, i) => format.formatToParts(dateOf(i)).find((p) => p.type === part)?.value ?? "");
}

/**
 * English month and weekday names (long and short, as this ICU spells them) → Chichewa. Built on
 * the first Chichewa date, not when the module loads: the four formats and 38 `formatToParts`
 * took 15–20 ms of a phone's main thread while every page, English ones too, started its
 * scripts (docs/decisions/045-public-script-chunks.md).
 */
let chichewaNames: Map<string, string> | null = null;

function chichewaName(english: string): string | undefined {
  if (!chichewaNames) {
    const names = new Map<string, string>();
    for (const month of ["long", "short"] as const) {
      englishNames({ month }, 12, (i) => new Date(Date.UTC(2026, i, 15)), "month").forEach((name, i) => names.set(name, MONTHS_NY[i]!));
    }
    for (const weekday of ["long", "short"] as const) {
      // 2026-11-01 was a Sunday.
      englishNames({ weekday }, 7, (i) => new Date(Date.UTC(2026, 10, 1 + i)), "weekday").forEach((name, i) => names.set(name, WEEKDAYS_NY[i]!));
    }
    chichewaNames = names;
  }
  return chichewaNames.get(english);
}

/**
 * An English month or weekday name, long or short as `Intl` writes them ("Monday", "Mon",
 * "November"), in a language; a name it does not know stays as it is.
 */
export function dateName(english: string, language: DateLanguage): string {
  return (language === "ny" && chichewaName(english)) || english;
}

export interface DateFormatter {
  format(date: Date): string;
}

/**
 * An `Intl.DateTimeFormat` for a language: `dateFormat("ny", { day: "numeric", month: "long" })`
 * writes "26 Novembala". Make it once per options and language, as with `Intl` itself.
 */
export function dateFormat(language: DateLanguage, options: Intl.DateTimeFormatOptions): DateFormatter {
  const english = new Intl.DateTimeFormat(DATE_LOCALE, options);
  if (language === "en") return english;
  return {
    format(date) {
      return english
        .formatToParts(date)
        .map((part) => ((part.type === "month" || part.type === "weekday") && chichewaName(part.value)) || part.value)
        .join("");
    },
  };
}

const formatters = new Map<string, DateFormatter>();

/** The same, kept for reuse: for formats made while rendering. */
export function cachedDateFormat(language: DateLanguage, options: Intl.DateTimeFormatOptions): DateFormatter {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = dateFormat(language, options)));
  return formatter;
}

// ---------------------------------------------------------------------------------------------
// Instants on the hotel's clock, as the site writes them

const HOTEL_DATE_TIME = { timeZone: HOTEL_TIME_ZONE, day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
const HOTEL_DATE_TIME_WITH_WEEKDAY = { ...HOTEL_DATE_TIME, weekday: "short" } as const;

/**
 * An instant on Lilongwe's clock, short: "23 Nov 2026, 14:05" ("23 Novembala 2026, 14:05"), or
 * with `weekday` "Mon, 23 Nov 2026, 14:05". The same on server and browser, so staff screens,
 * the tenders list and the call-back email agree. Chichewa has no short names: they are written
 * in full.
 */
export function hotelDateTime(instant: string, language: DateLanguage = "en", options: { weekday?: boolean } = {}): string {
  return cachedDateFormat(language, options.weekday ? HOTEL_DATE_TIME_WITH_WEEKDAY : HOTEL_DATE_TIME).format(new Date(instant));
}

const HOTEL_DAY = { timeZone: HOTEL_TIME_ZONE, day: "numeric", month: "long", year: "numeric" } as const;
const HOTEL_WEEKDAY = { timeZone: HOTEL_TIME_ZONE, weekday: "long" } as const;
const HOTEL_TIME = { timeZone: HOTEL_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** The day of an instant in Lilongwe, in full: "3 March 2027" ("3 Malichi 2027"). */
export function hotelDay(instant: string, language: DateLanguage = "en"): string {
  return cachedDateFormat(language, HOTEL_DAY).format(new Date(instant));
}

/**
 * An instant on Lilongwe's clock in full, for a sentence that places the two:
 * `{ date: "Tuesday 12 January 2027", time: "12:00" }` ("Lachiwiri 12 Januwale 2027").
 */
export function hotelMoment(instant: string, language: DateLanguage = "en"): { date: string; time: string } {
  const at = new Date(instant);
  return {
    date: `${cachedDateFormat(language, HOTEL_WEEKDAY).format(at)} ${cachedDateFormat(language, HOTEL_DAY).format(at)}`,
    time: cachedDateFormat(language, HOTEL_TIME).format(at),
  };
}
