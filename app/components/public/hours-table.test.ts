import { describe, expect, it } from "vitest";
import { hoursText } from "./hours-table";

const words = { daily: "Tsiku lililonse", allDay: "Maola 24", and: "ndi" };
const ny = (text: string) => hoursText(text, "ny", words);

describe("opening hours in Chichewa", () => {
  it("leaves English rows as written", () => {
    expect(hoursText("Saturday", "en", words)).toBe("Saturday");
    expect(hoursText("7:00 AM–9:00 PM", "en", words)).toBe("7:00 AM–9:00 PM");
  });

  it("names the days in Chichewa", () => {
    expect(ny("Daily")).toBe("Tsiku lililonse");
    expect(ny("Monday–Friday")).toBe("Lolemba–Lachisanu");
    expect(ny("Friday–Sunday")).toBe("Lachisanu–Lamulungu");
    expect(ny("Saturday")).toBe("Loweruka");
    expect(ny("Mon–Thu")).toBe("Lolemba–Lachinayi");
  });

  it("writes times on the 24-hour clock", () => {
    expect(ny("24 hours")).toBe("Maola 24");
    expect(ny("7:00 AM–9:00 PM")).toBe("7:00–21:00");
    expect(ny("7:00 AM–4:00 PM")).toBe("7:00–16:00");
    expect(ny("6:00 PM–12:30 AM")).toBe("18:00–00:30");
    expect(ny("7:00–10:00 PM")).toBe("19:00–22:00");
    expect(ny("12:30–4:30 PM and 6:00 PM–12:30 AM")).toBe("12:30–16:30 ndi 18:00–00:30");
    expect(ny("11:00–1:00 PM")).toBe("11:00–13:00");
    expect(ny("9:00–22:00")).toBe("9:00–22:00");
    expect(ny("12:00–00:30")).toBe("12:00–00:30");
  });
});
