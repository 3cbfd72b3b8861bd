import { describe, expect, it } from "vitest";
import { correctionPoints, oneYearBefore, pointsFor } from "~/features/loyalty/loyalty-rules";

describe("loyalty points rules", () => {
  it("earns per full MWK 10,000 of a receipt, at the rate given", () => {
    expect([0, 9_999, 10_000, 19_999, 25_500, 1_000_000_000].map((amount) => pointsFor(amount))).toEqual([0, 0, 1, 1, 2, 100_000]);
    expect(pointsFor(25_500, 3)).toBe(6);
    expect(pointsFor(-5)).toBe(0);
  });

  it("makes a spend and its corrections hold exactly what the right amount earns, whatever the path", () => {
    const rate = 2;
    let current = 25_500;
    let total = pointsFor(current, rate);
    for (const right of [15_000, 0, 39_999, 40_000, 9_999]) {
      total += correctionPoints(current, right, rate);
      current = right;
      expect(total).toBe(pointsFor(right, rate));
    }
  });

  it("goes back one calendar year, 29 February to the 28th", () => {
    expect(oneYearBefore("2026-11-23")).toBe("2025-11-23");
    expect(oneYearBefore("2028-02-29")).toBe("2027-02-28");
    expect(oneYearBefore("2027-01-01")).toBe("2026-01-01");
  });
});
