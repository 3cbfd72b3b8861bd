import { defineCatalog } from "~/platform/i18n/catalog";
import { cachedDateFormat } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import source from "./my-reservations.messages.json";

/** A member's reservations on /dashboard. */
export const myReservationsCatalog = defineCatalog(source);

// Calendar dates carry no time of day: read and shown as UTC so no zone moves them a day.
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: "short", timeZone: "UTC" };
const DAY_MONTH: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", timeZone: "UTC" };

function dayText(language: Language, date: string, withYear: boolean): string {
  const at = new Date(`${date}T00:00:00Z`);
  const day = `${cachedDateFormat(language, WEEKDAY).format(at)} ${cachedDateFormat(language, DAY_MONTH).format(at)}`;
  return withYear ? `${day} ${date.slice(0, 4)}` : day;
}

/**
 * A stay's nights in a language: "Thu 10 Dec – Sat 12 Dec 2026 (2 nights)", as stay-text.ts
 * writes it in English, or "Lachinayi 10 Disembala – Loweruka 12 Disembala 2026 (mausiku 2)".
 */
export function stayDatesIn(language: Language, arrival: string, departure: string, nights: number): string {
  const sameYear = arrival.slice(0, 4) === departure.slice(0, 4);
  return myReservationsCatalog.t(language, "dates", { from: dayText(language, arrival, !sameYear), to: dayText(language, departure, true), nights });
}
