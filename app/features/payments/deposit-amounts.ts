/**
 * The deposit a stay asks for and the balance its ledger leaves, in whole units of the currency
 * (DECISIONS §12, docs/decisions/064-stay-ledger.md). Pure and isomorphic: /booking states the
 * deposit under each result, the request stores it, the checkout charges it.
 *
 * Rounding, once for all: a share of a price is rounded up to the whole kwacha (a 30 % deposit
 * on MWK 100,001 is MWK 30,001), and a kwacha amount is charged in dollars rounded up to the
 * whole dollar, so a deposit paid never falls short of the one asked for. No deposit exceeds
 * the stay's total.
 */
import type { DepositPolicy } from "~/features/payments/payments.settings";
import { DEPOSIT_POLICIES } from "~/features/payments/payments.settings";

export interface DepositPolicySettings {
  depositPolicy: number;
  depositPercent: number;
}

/** What a deposit is worked out from: the stay's total and its first night, whole kwacha after any discount. */
export interface StayPrice {
  total: number;
  firstNight: number;
}

export function depositPolicyOf(settings: DepositPolicySettings): DepositPolicy {
  return DEPOSIT_POLICIES[settings.depositPolicy] ?? "none";
}

/** `percent` % of `amount`, rounded up to the whole unit, with integers only. */
export function percentRoundedUp(amount: number, percent: number): number {
  return Math.floor((amount * percent + 99) / 100);
}

/** The deposit in whole kwacha; 0 when the policy asks for none (or the stay has no price). */
export function depositDue(settings: DepositPolicySettings, stay: StayPrice): number {
  const total = Math.max(0, Math.trunc(stay.total));
  switch (depositPolicyOf(settings)) {
    case "none":
      return 0;
    case "firstNight":
      return Math.min(total, Math.max(0, Math.trunc(stay.firstNight)));
    case "percentage":
      return Math.min(total, percentRoundedUp(total, Math.min(100, Math.max(0, settings.depositPercent))));
    case "wholeStay":
      return total;
  }
}

/**
 * The first night of a quote, as the stay's total counts it: that night's rate for every room,
 * less the same discount (rounded as the quote rounds it).
 */
export function firstNightOf(quote: { nights: readonly { rate: number }[]; rooms: number; discountPercent: number }): number {
  const first = (quote.nights[0]?.rate ?? 0) * quote.rooms;
  return first - Math.round((first * quote.discountPercent) / 100);
}

/**
 * A kwacha amount charged in `currency`: itself in MWK; in USD rounded up to the whole dollar
 * at `mwkPerUsd`, or null without a usable rate (no dollars without a rate, DECISIONS §10).
 */
export function chargeIn(amountMwk: number, currency: "MWK" | "USD", mwkPerUsd: number | null): number | null {
  if (currency === "MWK") return amountMwk;
  if (mwkPerUsd === null || !Number.isFinite(mwkPerUsd) || mwkPerUsd <= 0) return null;
  // The epsilon keeps an exact division (MWK 1,750 at 1,750.00) from becoming 2 through float error.
  return Math.max(1, Math.ceil(amountMwk / mwkPerUsd - 1e-9));
}

/** One ledger line as the balance reads it. */
export interface LedgerLine {
  kind: string;
  status: string;
  amountMwk: number;
}

/** What the ledger says of a stay: paid (deposits and desk payments), refunded, and what is left to pay. */
export function balanceOf(totalMwk: number, lines: readonly LedgerLine[]): { paid: number; refunded: number; balance: number } {
  let paid = 0;
  let refunded = 0;
  for (const line of lines) {
    if (line.status !== "paid") continue;
    if (line.kind === "refund") refunded += line.amountMwk;
    else paid += line.amountMwk;
  }
  return { paid, refunded, balance: totalMwk - paid + refunded };
}

/** "MWK 85,000" or "USD 49": an amount in whole units of its currency, as guests and staff read it. */
export function formatAmount(amount: number, currency: string): string {
  return `${currency} ${new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 }).format(amount)}`;
}
