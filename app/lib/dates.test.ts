import { describe, expect, it, vi } from "vitest";
import { dateFormat, dateName, hotelClock, hotelDate, hotelDateTime, hotelDay, hotelInstant, hotelMoment, hotelYear } from "./dates";

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

describe("instants on the hotel's clock, as the site writes them", () => {
  it("writes a moment short, with the weekday when asked, in both languages", () => {
    expect(hotelDateTime("2026-11-23T12:05:00.000Z")).toBe("23 Nov 2026, 14:05");
    expect(hotelDateTime("2027-01-12T21:59:00.000Z", "ny")).toBe("12 Januwale 2027, 23:59");
    expect(hotelDateTime("2026-12-02T12:30:00.000Z", "en", { weekday: true })).toBe("Wed, 2 Dec 2026, 14:30");
    expect(hotelDateTime("2026-12-02T12:30:00.000Z", "ny", { weekday: true })).toBe("Lachitatu, 2 Disembala 2026, 14:30");
  });
  it("turns the day over at midnight in Lilongwe", () => {
    expect(hotelDateTime("2026-10-03T22:05:00.000Z")).toBe("4 Oct 2026, 00:05");
    expect(hotelDay("2027-03-02T23:30:00.000Z")).toBe("3 March 2027");
    expect(hotelDay("2027-03-02T23:30:00.000Z", "ny")).toBe("3 Malichi 2027");
  });
  it("writes a moment in full, its date and time apart", () => {
    expect(hotelMoment("2027-01-12T10:00:00.000Z")).toEqual({ date: "Tuesday 12 January 2027", time: "12:00" });
    expect(hotelMoment("2027-01-12T10:00:00.000Z", "ny")).toEqual({ date: "Lachiwiri 12 Januwale 2027", time: "12:00" });
  });
});

describe("dates in Chichewa", () => {
  const day = new Date(Date.UTC(2026, 10, 26, 12));
  it("names months and weekdays in Chichewa, in British order", () => {
    expect(dateFormat("ny", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(day)).toBe("26 Novembala 2026");
    expect(dateFormat("ny", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(day)).toBe("Lachinayi 26 Novembala");
    expect(dateFormat("ny", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 0, 4)))).toBe("Lamulungu 4 Januwale");
  });
  it("names a weekday or month written in English", () => {
    expect(dateName("Thursday", "ny")).toBe("Lachinayi");
    expect(dateName("Sun", "ny")).toBe("Lamulungu");
    expect(dateName("Nov", "ny")).toBe("Novembala");
    expect(dateName("Thursday", "en")).toBe("Thursday");
    expect(dateName("Funday", "ny")).toBe("Funday");
  });
  it("leaves English as Intl writes it", () => {
    expect(dateFormat("en", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(day)).toBe("26 November 2026");
  });
  it("keeps times and the hotel's time zone", () => {
    expect(dateFormat("ny", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZone: "Africa/Blantyre" }).format(day)).toBe("26 Novembala, 14:00");
  });
});

describe("loading the dates module", () => {
  it("does no Intl work until a Chichewa date is written (every page's scripts load it)", async () => {
    vi.resetModules();
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      const fresh = await import("./dates");
      expect(formatToParts).not.toHaveBeenCalled();
      fresh.dateFormat("en", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 4, 1)));
      expect(formatToParts).not.toHaveBeenCalled();
      expect(fresh.dateFormat("ny", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 4, 1)))).toBe("Meyi");
      expect(formatToParts).toHaveBeenCalled();
    } finally {
      formatToParts.mockRestore();
    }
  });
});
