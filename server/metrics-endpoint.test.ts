import { describe, expect, it } from "vitest";
import { bearerMatches } from "./metrics-endpoint";

describe("bearerMatches", () => {
  const token = "b1946ac92492d2347c6235b4d2611184b1946ac9";
  it("takes exactly the configured token", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });
  it("refuses anything else", () => {
    for (const header of [undefined, "", "Bearer", "Bearer ", `Bearer ${token}x`, `Bearer ${token.slice(1)}`, `Basic ${token}`, `Bearer ${token} ${token}`, token]) {
      expect(bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});
