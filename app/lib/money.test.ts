import { describe, expect, it } from "vitest";
import { approximateUsd, formatKwacha, formatPrice } from "~/lib/money";

describe("prices in kwacha with dollars on request", () => {
  it("shows kwacha alone without a rate", () => {
    expect(formatPrice(85_000)).toBe("MWK 85,000");
    expect(formatPrice(85_000, null)).toBe("MWK 85,000");
    expect(formatKwacha(1_250_000)).toBe("MWK 1,250,000");
  });

  it("adds the dollar approximation in whole dollars", () => {
    expect(formatPrice(85_000, 1750)).toBe("MWK 85,000 (≈ USD 49)");
    expect(approximateUsd(85_000, 1750)).toBe(49); // 48.57
    expect(approximateUsd(86_625, 1750)).toBe(50); // 49.5 rounds up
    expect(approximateUsd(1_740_000, 1750)).toBe(994); // 994.29 stays exact below 1,000
  });

  it("rounds to the nearest ten from USD 1,000 up", () => {
    expect(approximateUsd(1_750_000, 1750)).toBe(1000);
    expect(approximateUsd(1_741_000, 1750)).toBe(995); // 994.86
    expect(approximateUsd(1_749_500, 1750)).toBe(1000); // 999.71
    expect(approximateUsd(2_190_000, 1750)).toBe(1250); // 1,251.43
    expect(formatPrice(4_375_000, 1750)).toBe("MWK 4,375,000 (≈ USD 2,500)");
    expect(formatPrice(4_384_000, 1750)).toBe("MWK 4,384,000 (≈ USD 2,510)"); // 2,505.14
  });

  it("takes a rate with decimals", () => {
    expect(formatPrice(85_000, 1734.5)).toBe("MWK 85,000 (≈ USD 49)");
  });

  it("never shows USD 0 or dollars for a missing or nonsensical rate", () => {
    expect(formatPrice(500, 1750)).toBe("MWK 500 (under USD 1)");
    expect(formatPrice(0, 1750)).toBe("MWK 0");
    expect(formatPrice(85_000, 0)).toBe("MWK 85,000");
    expect(formatPrice(85_000, -5)).toBe("MWK 85,000");
    expect(formatPrice(85_000, Number.NaN)).toBe("MWK 85,000");
  });
});
