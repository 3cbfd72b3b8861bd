import { formatPrice } from "~/lib/money";

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
function dayText(date: string, withYear: boolean): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(`${date}T00:00:00Z`)).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month}${withYear ? ` ${part.year}` : ""}`;
}

/** A stay's nights as people read them: "Thu 10 Dec – Sat 12 Dec 2026 (2 nights)". */
export function stayDatesText(arrival: string, departure: string, nights: number): string {
  const sameYear = arrival.slice(0, 4) === departure.slice(0, 4);
  return `${dayText(arrival, !sameYear)} – ${dayText(departure, true)} (${nights} ${nights === 1 ? "night" : "nights"})`;
}

/** The party: "2 adults, 1 child" (children only when there are some). */
export function partyText(adults: number, children: number): string {
  const grown = `${adults} ${adults === 1 ? "adult" : "adults"}`;
  return children > 0 ? `${grown}, ${children} ${children === 1 ? "child" : "children"}` : grown;
}
