import { describe, expect, it } from "vitest";
import { hotelClock, hotelDate, hotelInstant, hotelYear } from "./hotel-date";

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

describe("the hotel's clock", () => {
  it("reads an instant as Lilongwe's date and time, and back", () => {
    expect(hotelClock("2027-01-12T10:00:00.000Z")).toEqual({ date: "2027-01-12", time: "12:00" });
    expect(hotelClock("2027-01-12T22:30:00.000Z")).toEqual({ date: "2027-01-13", time: "00:30" });
    expect(hotelInstant("2027-01-12", "12:00")).toBe("2027-01-12T10:00:00.000Z");
    expect(hotelInstant("2027-01-13", "00:30")).toBe("2027-01-12T22:30:00.000Z");
    expect(hotelInstant("2027-01-12", "23:59")).toBe("2027-01-12T21:59:00.000Z");
  });
});
