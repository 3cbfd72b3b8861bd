import { describe, expect, it } from "vitest";
import { stayDatesText } from "~/features/reservations/stay-text";
import { stayDatesIn } from "./my-reservations-catalog";

describe("a member's stay dates in both languages", () => {
  it("reads in English exactly as stay-text.ts writes it", () => {
    for (const [arrival, departure, nights] of [
      ["2026-12-10", "2026-12-12", 2],
      ["2026-12-31", "2027-01-01", 1],
      ["2027-03-01", "2027-03-31", 30],
    ] as const) {
      expect(stayDatesIn("en", arrival, departure, nights)).toBe(stayDatesText(arrival, departure, nights));
    }
  });
  it("reads in Chichewa with its weekday and month names", () => {
    expect(stayDatesIn("ny", "2026-12-10", "2026-12-12", 2)).toBe("Lachinayi 10 Disembala – Loweruka 12 Disembala 2026 (mausiku 2)");
    expect(stayDatesIn("ny", "2026-12-31", "2027-01-01", 1)).toBe("Lachinayi 31 Disembala 2026 – Lachisanu 1 Januwale 2027 (usiku 1)");
  });
});
