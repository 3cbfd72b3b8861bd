import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { busyStretches, calendarFeedText, feedStretches, stretchUid } from "./calendar-export-feed";

const summaries = { stay: "Not available", full: "Not available", closed: "Closed" } as const;

describe("busy nights as stretches", () => {
  it("merges consecutive nights, in any order and with repeats, and ends each stretch the day after its last night", () => {
    expect(busyStretches(["2026-12-05", "2026-12-03", "2026-12-04", "2026-12-04", "2026-12-08"], "stay")).toEqual([
      { kind: "stay", first: "2026-12-03", end: "2026-12-06" },
      { kind: "stay", first: "2026-12-08", end: "2026-12-09" },
    ]);
    expect(busyStretches([], "stay")).toEqual([]);
  });

  it("runs across month and year ends and a leap day", () => {
    expect(busyStretches(["2027-12-31", "2028-01-01", "2028-02-28", "2028-02-29", "2028-03-01"], "closed")).toEqual([
      { kind: "closed", first: "2027-12-31", end: "2028-01-02" },
      { kind: "closed", first: "2028-02-28", end: "2028-03-02" },
    ]);
  });

  it("keeps each kind's stretches apart and lists them by first night", () => {
    const stretches = feedStretches({ stay: ["2026-12-03", "2026-12-04"], closed: ["2026-12-05", "2026-12-01"] });
    expect(stretches.map((s) => `${s.kind} ${s.first}..${s.end}`)).toEqual(["closed 2026-12-01..2026-12-02", "stay 2026-12-03..2026-12-05", "closed 2026-12-05..2026-12-06"]);
  });

  it("gives a stretch the same UID while it starts on the same night, however far it runs", () => {
    const subject = { kind: "room" as const, id: 12 };
    const before = stretchUid(subject, busyStretches(["2026-12-03"], "stay")[0]!, "hotel.example");
    const longer = stretchUid(subject, busyStretches(["2026-12-03", "2026-12-04"], "stay")[0]!, "hotel.example");
    expect(before).toBe("room-12-20261203-stay@hotel.example");
    expect(longer).toBe(before);
    expect(stretchUid(subject, busyStretches(["2026-12-02", "2026-12-03"], "stay")[0]!, "hotel.example")).not.toBe(before);
  });
});

describe("the feed's text", () => {
  const content = { subject: { kind: "type" as const, id: 3 }, name: "Deluxe, lake side; north", stretches: feedStretches({ full: ["2026-12-03", "2026-12-04"], closed: ["2026-12-10"] }) };
  const stamp = new Date("2026-11-29T10:00:00.456Z");

  it("is iCalendar an agency's reader parses: one all-day event per stretch, with the calendar's name", () => {
    const text = calendarFeedText(content, { host: "hotel.example", stamp, summaries });
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain("DTSTART;VALUE=DATE:20261203\r\n");
    expect(text).toContain("DTEND;VALUE=DATE:20261205\r\n");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("prodid")).toMatch(/Umodzi Park Hotel/);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Deluxe, lake side; north");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(events.map((event) => [event.uid, event.startDate.toString(), event.endDate.toString(), event.startDate.isDate, event.summary])).toEqual([
      ["type-3-20261203-full@hotel.example", "2026-12-03", "2026-12-05", true, "Not available"],
      ["type-3-20261210-closed@hotel.example", "2026-12-10", "2026-12-11", true, "Closed"],
    ]);
    expect(events[0]!.component.getFirstPropertyValue("dtstamp")?.toString()).toBe("2026-11-29T10:00:00Z");
  });

  it("is the same text for the same content and stamp", () => {
    expect(calendarFeedText(content, { host: "hotel.example", stamp, summaries })).toBe(calendarFeedText({ ...content }, { host: "hotel.example", stamp: new Date(stamp), summaries }));
  });
});
