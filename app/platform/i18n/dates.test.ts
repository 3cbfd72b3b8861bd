import { describe, expect, it, vi } from "vitest";
import { dateFormat, dateName } from "./dates";

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
