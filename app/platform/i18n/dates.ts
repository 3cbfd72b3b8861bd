import { LANGUAGE_TAG, type Language } from "./language";

/*
 * Dates in the page's language (DECISIONS §10). Node's and browsers' ICU carry no Chichewa, so
 * `Intl` with "ny" quietly writes English: Chichewa dates take their shape (day, month, year
 * order and numbers) from British English and their month and weekday names from here.
 */

const MONTHS_NY = ["Januwale", "Febuluwale", "Malichi", "Epulo", "Meyi", "Juni", "Julayi", "Ogasiti", "Seputembala", "Okutobala", "Novembala", "Disembala"];
/** Sunday first, as `Date#getUTCDay` counts. Abbreviations would clash (four begin "Lach"), so short is long. */
const WEEKDAYS_NY = ["Lamulungu", "Lolemba", "Lachiwiri", "Lachitatu", "Lachinayi", "Lachisanu", "Loweruka"];

function englishNames(options: Intl.DateTimeFormatOptions, count: number, dateOf: (i: number) => Date, part: "month" | "weekday"): string[] {
  const format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
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
export function dateName(english: string, language: Language): string {
  return (language === "ny" && chichewaName(english)) || english;
}

export interface DateFormatter {
  format(date: Date): string;
}

/**
 * An `Intl.DateTimeFormat` for a language: `dateFormat("ny", { day: "numeric", month: "long" })`
 * writes "26 Novembala". Make it once per options and language, as with `Intl` itself.
 */
export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): DateFormatter {
  const english = new Intl.DateTimeFormat(LANGUAGE_TAG.en, options);
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
export function cachedDateFormat(language: Language, options: Intl.DateTimeFormatOptions): DateFormatter {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = dateFormat(language, options)));
  return formatter;
}

/** Numbers as the site writes them in both languages: 85,000 (DECISIONS §10). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(LANGUAGE_TAG.en, options);
}
