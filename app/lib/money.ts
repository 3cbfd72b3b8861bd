import { lazily } from "~/lib/lazily";

/**
 * Money is stored as whole kwacha (an integer). MWK is always the price quoted; a visitor who
 * asks for dollars sees an approximation beside it (DECISIONS §10): "MWK 85,000 (≈ USD 49)".
 * A fixed locale keeps the server's HTML and the hydrated page identical.
 */
const wholeNumber = lazily(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }));

/** "MWK 1,250,000": staff screens, audit lines, anything not shown to a visitor choosing a currency. */
export function formatKwacha(amount: number): string {
  return `MWK ${wholeNumber().format(amount)}`;
}

/**
 * The dollar figure a kwacha amount is roughly worth at `mwkPerUsd`: whole dollars, and to the
 * nearest ten from USD 1,000 up, since the rate itself moves more than that between updates.
 * Null for no rate (or a nonsensical one), when no dollars may be shown.
 */
export function approximateUsd(amountMwk: number, mwkPerUsd: number | null): number | null {
  if (mwkPerUsd === null || !Number.isFinite(mwkPerUsd) || mwkPerUsd <= 0) return null;
  const usd = Math.round(amountMwk / mwkPerUsd);
  return usd >= 1000 ? Math.round(amountMwk / mwkPerUsd / 10) * 10 : usd;
}

/**
 * Every price a visitor reads: "MWK 85,000", or with a rate (the visitor chose USD and staff
 * set one) "MWK 85,000 (≈ USD 49)". A sum worth less than half a dollar says so rather than "USD 0".
 */
export function formatPrice(amountMwk: number, mwkPerUsd: number | null = null): string {
  const kwacha = formatKwacha(amountMwk);
  const usd = approximateUsd(amountMwk, mwkPerUsd);
  if (usd === null || amountMwk <= 0) return kwacha;
  return usd === 0 ? `${kwacha} (under USD 1)` : `${kwacha} (≈ USD ${wholeNumber().format(usd)})`;
}
