import { describe, expect, it } from "vitest";
import { chargeIn } from "~/features/payments/deposit-amounts";
import { depositPolicyLines } from "~/features/payments/deposit-policy-lines.server";

/** /booking's deposit lines (DECISIONS §12): the policy and the amount, in both languages and both currencies. */
describe("the deposit policy under each room on /booking", () => {
  // Three nights at MWK 80,000 for one room, MWK 240,000.
  const offer = { total: 240_000, nights: [{ rate: 80_000 }, { rate: 80_000 }, { rate: 80_000 }], roomsNeeded: 1, discount: null };
  const settings = (depositPolicy: number) => ({ depositPolicy, depositPercent: 30, depositPayWithinHours: 48, depositRefundableDays: 7 });

  it("says nothing without a policy: the page says the stay is paid at the hotel", () => {
    expect(depositPolicyLines(settings(0), offer, "en", null)).toBeNull();
  });

  it("states a percentage with its kwacha amount, the time to pay and the refund terms", () => {
    expect(depositPolicyLines(settings(2), offer, "en", null)).toEqual([
      "Once we confirm your stay, we ask for 30% of it (MWK 72,000) as a deposit, paid online within 48 hours (Airtel Money, TNM Mpamba or a card); the rest is paid at the hotel.",
      "The deposit is refunded if you cancel up to 7 days before arrival.",
    ]);
  });

  it("gives a guest reading in dollars the dollars the checkout will charge, rounded up like the checkout", () => {
    const [line] = depositPolicyLines(settings(2), offer, "en", 1750)!;
    expect(chargeIn(72_000, "USD", 1750)).toBe(42);
    expect(line).toContain("(MWK 72,000 / USD 42)");
  });

  it("speaks Chichewa, for the first night and the whole stay", () => {
    const [firstNight, refund] = depositPolicyLines(settings(1), offer, "ny", null)!;
    expect(firstNight).toContain("usiku woyamba (MWK 80,000)");
    expect(firstNight).toContain("maola 48");
    expect(refund).toContain("masiku 7 musanafike");
    expect(depositPolicyLines(settings(3), offer, "ny", 1750)![0]).toContain("mtengo wonse (MWK 240,000 / USD 138)");
  });
});
