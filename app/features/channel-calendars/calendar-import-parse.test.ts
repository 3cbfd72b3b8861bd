import { describe, expect, it } from "vitest";
import { CalendarFormatError, cleanSummary, parseCalendar } from "./calendar-import-parse";

const window = { from: "2026-11-29", until: "2028-06-01" };
const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Agency//Extranet//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

describe("reading an agency's calendar", () => {
  it("reads all-day events (VALUE=DATE) as their nights, DTEND exclusive, and unfolds folded lines", () => {
    const stays = parseCalendar(
      calendar(
        "BEGIN:VEVENT",
        "UID:bk-1@booking.com",
        "DTSTART;VALUE=DATE:20261210",
        "DTEND;VALUE=DATE:20261213",
        // A line folded at 75 octets: the break and the one space after it are removed.
        "SUMMARY:CLOSED - Not available for the Lake Malawi conference and its ",
        " delegates",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:bk-2@booking.com",
        "DTSTART;VALUE=DATE:20261220",
        "SUMMARY:One day without an end",
        "END:VEVENT",
      ),
      window,
    );
    expect(stays).toEqual([
      { uid: "bk-1@booking.com", arrival: "2026-12-10", departure: "2026-12-13", summary: "CLOSED - Not available for the Lake Malawi conference and its delegates".slice(0, 80) },
      { uid: "bk-2@booking.com", arrival: "2026-12-20", departure: "2026-12-21", summary: "One day without an end" },
    ]);
  });

  it("puts a TZID or UTC date-time on the hotel's night in Lilongwe", () => {
    const stays = parseCalendar(
      calendar(
        // 23:30 in New York on the 10th is already the 11th in Lilongwe (UTC+2).
        "BEGIN:VEVENT",
        "UID:ny-1",
        "DTSTART;TZID=America/New_York:20261210T233000",
        "DTEND;TZID=America/New_York:20261212T090000",
        "SUMMARY:Late arrival",
        "END:VEVENT",
        // 23:00 UTC on the 14th is 01:00 on the 15th in Lilongwe.
        "BEGIN:VEVENT",
        "UID:utc-1",
        "DTSTART:20261214T230000Z",
        "DTEND:20261216T080000Z",
        "SUMMARY:UTC",
        "END:VEVENT",
        // A zone the calendar defines itself (as Outlook writes them).
        "BEGIN:VTIMEZONE",
        "TZID:Custom Minus Ten",
        "BEGIN:STANDARD",
        "DTSTART:19700101T000000",
        "TZOFFSETFROM:-1000",
        "TZOFFSETTO:-1000",
        "END:STANDARD",
        "END:VTIMEZONE",
        "BEGIN:VEVENT",
        "UID:custom-1",
        "DTSTART;TZID=Custom Minus Ten:20261218T170000",
        "DTEND;TZID=Custom Minus Ten:20261219T100000",
        "SUMMARY:Honolulu-like",
        "END:VEVENT",
      ),
      window,
    );
    expect(stays.map(({ uid, arrival, departure }) => ({ uid, arrival, departure }))).toEqual([
      { uid: "ny-1", arrival: "2026-12-11", departure: "2026-12-12" },
      { uid: "utc-1", arrival: "2026-12-15", departure: "2026-12-16" },
      // 17:00 at UTC-10 is 05:00 next day in Lilongwe; 10:00 next day is 22:00 that day: at least one night.
      { uid: "custom-1", arrival: "2026-12-19", departure: "2026-12-20" },
    ]);
  });

  it("expands a weekly RRULE with COUNT or UNTIL into one stay per occurrence, leaving out EXDATEs", () => {
    const stays = parseCalendar(
      calendar(
        "BEGIN:VEVENT",
        "UID:weekly-count",
        "DTSTART;VALUE=DATE:20261201",
        "DTEND;VALUE=DATE:20261203",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;VALUE=DATE:20261215",
        "SUMMARY:Tuesday block",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:weekly-until",
        "DTSTART;VALUE=DATE:20261205",
        "DTEND;VALUE=DATE:20261206",
        "RRULE:FREQ=WEEKLY;UNTIL=20261219",
        "SUMMARY:Saturday block",
        "END:VEVENT",
      ),
      window,
    );
    expect(stays.filter((s) => s.uid.startsWith("weekly-count")).map((s) => [s.uid, s.arrival, s.departure])).toEqual([
      ["weekly-count#2026-12-01", "2026-12-01", "2026-12-03"],
      ["weekly-count#2026-12-08", "2026-12-08", "2026-12-10"],
      ["weekly-count#2026-12-22", "2026-12-22", "2026-12-24"],
    ]);
    expect(stays.filter((s) => s.uid.startsWith("weekly-until")).map((s) => s.arrival)).toEqual(["2026-12-05", "2026-12-12", "2026-12-19"]);
  });

  it("keeps only stays not over by today and starting before the horizon, and skips cancelled events", () => {
    const stays = parseCalendar(
      calendar(
        "BEGIN:VEVENT", "UID:past", "DTSTART;VALUE=DATE:20261120", "DTEND;VALUE=DATE:20261129", "END:VEVENT",
        "BEGIN:VEVENT", "UID:in-house", "DTSTART;VALUE=DATE:20261127", "DTEND;VALUE=DATE:20261201", "END:VEVENT",
        "BEGIN:VEVENT", "UID:far", "DTSTART;VALUE=DATE:20280701", "DTEND;VALUE=DATE:20280703", "END:VEVENT",
        "BEGIN:VEVENT", "UID:gone", "STATUS:CANCELLED", "DTSTART;VALUE=DATE:20261205", "DTEND;VALUE=DATE:20261206", "END:VEVENT",
      ),
      window,
    );
    expect(stays.map((s) => s.uid)).toEqual(["in-house"]);
  });

  it("refuses what is not a calendar, and never keeps a link in a stay's name", () => {
    expect(() => parseCalendar("<!doctype html><p>Sign in to the extranet</p>", window)).toThrow(CalendarFormatError);
    expect(() => parseCalendar("BEGIN:VCALENDAR\r\ngarbage\r\nEND:VCALENDAR\r\n", window)).toThrow(CalendarFormatError);
    expect(parseCalendar(calendar(), window)).toEqual([]);
    expect(cleanSummary("Reserved https://www.airbnb.com/hosting/reservations/details/HM123")).toBe("Reserved");
    expect(cleanSummary("  guest@example.com ")).toBe("Reserved");
    expect(cleanSummary("Chikondi\u0007 Banda")).toBe("Chikondi Banda");
  });
});
