import { describe, expect, it } from "vitest";
import { hotelDate, hotelYear } from "./hotel-date";

describe("the hotel's date (Africa/Blantyre, UTC+2)", () => {
  it("turns over at midnight in Lilongwe, two hours before UTC", () => {
    expect(hotelDate(new Date("2026-11-21T21:59:59Z"))).toBe("2026-11-21");
    expect(hotelDate(new Date("2026-11-21T22:00:00Z"))).toBe("2026-11-22");
  });

  it("has the New Year two hours before London", () => {
    expect(hotelYear(new Date("2026-12-31T22:30:00Z"))).toBe(2027);
    expect(hotelYear(new Date("2026-12-31T21:30:00Z"))).toBe(2026);
  });
});
