/**
 * How loyalty points are counted, and the limits of what staff record (SPEC §1 "points accrue
 * per 10,000 kwacha spent"; DECISIONS §7; docs/decisions/023-loyalty-points.md). Free of zod
 * so pages can explain the rule and set their HTML limits with the very constants the ledger
 * and the schema use, without shipping the schema to phones.
 */
export const KWACHA_PER_POINT = 10_000;

/**
 * Points a receipt of `amountMwk` earns: `rate` (the site's "points per 10,000 MWK" setting,
 * 1 by default) per full MWK 10,000 — 9,999 → 0, 10,000 → 1, 25,500 → 2 at the default rate.
 */
export function pointsFor(amountMwk: number, rate = 1): number {
  return Math.floor(Math.max(0, amountMwk) / KWACHA_PER_POINT) * rate;
}

/**
 * The points a correction carries: what the receipt's right amount earns less what its
 * amount so far earned. Added to the spend and its earlier corrections, the entry then holds
 * exactly `pointsFor(rightAmount, rate)`, so the ledger adds up whatever the order of
 * corrections. `rate` is the spend's own, not today's setting.
 */
export function correctionPoints(currentAmountMwk: number, rightAmountMwk: number, rate: number): number {
  return pointsFor(rightAmountMwk, rate) - pointsFor(currentAmountMwk, rate);
}

/** The largest receipt the ledger takes: far above any hotel bill, far below PostgreSQL's integer limit. */
export const LOYALTY_AMOUNT_MAX = 1_000_000_000;
export const RECEIPT_REF_MAX = 64;
export const LOYALTY_NOTE_MAX = 500;

/** The same calendar day a year before `today` (29 February falls back to the 28th). */
export function oneYearBefore(today: string): string {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - 1, month - 1, day));
  // 29 Feb of a leap year has no twin: Date rolls it to 1 March, a day too late.
  if (date.getUTCMonth() !== month - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}
