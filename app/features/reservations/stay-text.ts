import { defineCatalog } from "~/platform/i18n/catalog";
import { cachedDateFormat } from "~/lib/dates";
import type { Language } from "~/platform/i18n/language";
import { formatPrice } from "~/lib/money";
import source from "./stay.messages.json";

/** A stay's nights, party and price in words, in English and Chichewa (decision 042). */
export const stayCatalog = defineCatalog(source);

/**
 * A stay's price as guests and staff read it. A room type whose rate staff left at 0 has no
 * price yet (the rate field's own rule: 0 shows no price), so the stay's price is "on request"
 * (or `unknown`, where the sentence needs more), never "MWK 0". With `usdRate` (the guest chose
 * dollars) the kwacha total stays the price quoted and dollars follow it as an approximation.
 */
export function stayPriceText(total: number, unknown = "on request", usdRate: number | null = null): string {
  return total > 0 ? formatPrice(total, usdRate) : unknown;
}

// Calendar dates carry no time of day: read and shown as UTC so no zone moves them a day.
const parts = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "Thu 10 Dec", with " 2026" when asked (built from parts: ICU versions differ on commas). */
export function dayText(date: string, withYear: boolean, language: Language): string {
  const day = new Date(`${date}T00:00:00Z`);
  const part = Object.fromEntries(parts.formatToParts(day).map((p) => [p.type, p.value]));
  // Chichewa has no short names (~/lib/dates): the weekday and month are written in full.
  const weekday = language === "en" ? part.weekday : cachedDateFormat(language, { weekday: "long", timeZone: "UTC" }).format(day);
  const month = language === "en" ? part.month : cachedDateFormat(language, { month: "long", timeZone: "UTC" }).format(day);
  return `${weekday} ${part.day} ${month}${withYear ? ` ${part.year}` : ""}`;
}

/**
 * Nights named for staff, in order: "Thu 10 Dec and Fri 11 Dec 2026", the year after a year's
 * last night; past `max`, "… and 3 more".
 */
export function nightsListText(nights: readonly string[], max = 5): string {
  const sorted = [...new Set(nights)].sort();
  const shown = sorted.slice(0, max).map((night, i, all) => dayText(night, i === all.length - 1 || night.slice(0, 4) !== all[i + 1]!.slice(0, 4), "en"));
  const more = sorted.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}` : (shown[0] ?? "");
}

/** The nights as counted: "2 nights", "mausiku 2". */
export function nightsText(nights: number, language: Language = "en"): string {
  return stayCatalog.t(language, "nights", { count: nights });
}

/** A stay's nights as people read them: "Thu 10 Dec – Sat 12 Dec 2026 (2 nights)". */
export function stayDatesText(arrival: string, departure: string, nights: number, language: Language = "en"): string {
  const sameYear = arrival.slice(0, 4) === departure.slice(0, 4);
  return `${dayText(arrival, !sameYear, language)} – ${dayText(departure, true, language)} (${nightsText(nights, language)})`;
}

/** The party: "2 adults, 1 child" (children only when there are some). */
export function partyText(adults: number, children: number, language: Language = "en"): string {
  const grown = stayCatalog.t(language, "adults", { count: adults });
  return children > 0 ? `${grown}, ${stayCatalog.t(language, "children", { count: children })}` : grown;
}
