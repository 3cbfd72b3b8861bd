import { describe, expect, it } from "vitest";
import { balanceOf, chargeIn, depositDue, firstNightOf, percentRoundedUp } from "./deposit-amounts";

const stay = { total: 255_000, firstNight: 85_000 };

describe("the deposit a stay asks for", () => {
  it("is nothing without a policy", () => {
    expect(depositDue({ depositPolicy: 0, depositPercent: 30 }, stay)).toBe(0);
  });

  it("is the first night, never more than the stay", () => {
    expect(depositDue({ depositPolicy: 1, depositPercent: 30 }, stay)).toBe(85_000);
    expect(depositDue({ depositPolicy: 1, depositPercent: 30 }, { total: 50_000, firstNight: 85_000 })).toBe(50_000);
  });

  it("rounds a percentage up to the whole kwacha", () => {
    expect(depositDue({ depositPolicy: 2, depositPercent: 30 }, stay)).toBe(76_500);
    expect(depositDue({ depositPolicy: 2, depositPercent: 30 }, { total: 100_001, firstNight: 0 })).toBe(30_001);
    expect(depositDue({ depositPolicy: 2, depositPercent: 33 }, { total: 1, firstNight: 1 })).toBe(1);
    expect(depositDue({ depositPolicy: 2, depositPercent: 100 }, stay)).toBe(255_000);
    expect(depositDue({ depositPolicy: 2, depositPercent: 0 }, stay)).toBe(0);
    expect(percentRoundedUp(199_999, 15)).toBe(30_000);
    expect(percentRoundedUp(200_000, 15)).toBe(30_000);
  });

  it("is the whole stay", () => {
    expect(depositDue({ depositPolicy: 3, depositPercent: 30 }, stay)).toBe(255_000);
  });

  it("reads an unknown stored policy as none", () => {
    expect(depositDue({ depositPolicy: 9, depositPercent: 30 }, stay)).toBe(0);
  });

  it("takes the first night of a quote for every room, less the discount", () => {
    expect(firstNightOf({ nights: [{ rate: 85_000 }, { rate: 95_000 }], rooms: 2, discountPercent: 10 })).toBe(153_000);
    expect(firstNightOf({ nights: [{ rate: 85_005 }], rooms: 1, discountPercent: 10 })).toBe(76_504);
  });
});

describe("a deposit charged in dollars", () => {
  it("is rounded up to the whole dollar at the rate", () => {
    expect(chargeIn(85_000, "USD", 1_750)).toBe(49);
    expect(chargeIn(87_500, "USD", 1_750)).toBe(50);
    expect(chargeIn(87_501, "USD", 1_750)).toBe(51);
    expect(chargeIn(500, "USD", 1_750)).toBe(1);
    expect(chargeIn(85_000, "MWK", null)).toBe(85_000);
  });

  it("is not offered without a rate", () => {
    expect(chargeIn(85_000, "USD", null)).toBeNull();
    expect(chargeIn(85_000, "USD", 0)).toBeNull();
  });
});

describe("a stay's balance", () => {
  it("counts only paid lines; refunds add back", () => {
    expect(
      balanceOf(255_000, [
        { kind: "deposit", status: "paid", amountMwk: 76_500 },
        { kind: "deposit", status: "pending", amountMwk: 76_500 },
        { kind: "deposit", status: "failed", amountMwk: 76_500 },
        { kind: "desk", status: "paid", amountMwk: 100_000 },
        { kind: "refund", status: "paid", amountMwk: 10_000 },
      ]),
    ).toEqual({ paid: 176_500, refunded: 10_000, balance: 88_500 });
  });
});
