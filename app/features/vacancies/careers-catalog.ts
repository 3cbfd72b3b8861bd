import { defineCatalog } from "~/platform/i18n/catalog";
import { cachedDateFormat } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import source from "./careers.messages.json";

/** The Careers page and each vacancy's page. */
export const careersCatalog = defineCatalog(source);

const LONG_DATE = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/** "12 January 2027" ("12 Januwale 2027") from `YYYY-MM-DD` (a calendar date, so read as UTC and never shifted). */
export function closingDateText(value: string, language: Language): string {
  return cachedDateFormat(language, LONG_DATE).format(new Date(`${value}T00:00:00Z`));
}
