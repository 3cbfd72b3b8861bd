import ICAL from "ical.js";
import { addDays } from "~/features/reservations/stay-rules";

/*
 * What a channel calendar says (DECISIONS §11, docs/decisions/061-calendar-export.md), free of
 * the database so it is tested on its own: busy nights merged into stretches, each stretch one
 * all-day VEVENT, written by ical.js. Nothing here knows a guest: a stretch is dates and a kind.
 */

/** Whose calendar: one room (`hotel_rooms.id`) or one room type (`rooms.id`). */
export type CalendarSubjectKind = "room" | "type";

/**
 * Why nights are busy, one kind per event: a room's `stay` (held by a stay) or `closed` (out of
 * order, or its type closed); a room type's `full` (no room of it free) or `closed` (the type closed).
 */
export type BusyKind = "stay" | "closed" | "full";

/** Consecutive busy nights of one kind: `first` night and `end`, the day after the last (as DTEND). */
export interface BusyStretch {
  kind: BusyKind;
  first: string;
  end: string;
}

export interface CalendarFeedContent {
  subject: { kind: CalendarSubjectKind; id: number };
  /** X-WR-CALNAME: the room's or type's name, as staff call it. */
  name: string;
  stretches: readonly BusyStretch[];
}

/** The nights given (`YYYY-MM-DD`, any order, repeats allowed) as stretches of consecutive nights. */
export function busyStretches(nights: Iterable<string>, kind: BusyKind): BusyStretch[] {
  const sorted = [...new Set(nights)].sort();
  const stretches: BusyStretch[] = [];
  for (const night of sorted) {
    const last = stretches.at(-1);
    if (last && last.end === night) last.end = addDays(night, 1);
    else stretches.push({ kind, first: night, end: addDays(night, 1) });
  }
  return stretches;
}

/** The stretches of every kind, by first night then kind: the order the feed lists its events in. */
export function feedStretches(nightsByKind: Partial<Record<BusyKind, Iterable<string>>>): BusyStretch[] {
  return (Object.entries(nightsByKind) as [BusyKind, Iterable<string>][])
    .flatMap(([kind, nights]) => busyStretches(nights, kind))
    .sort((a, b) => a.first.localeCompare(b.first) || a.kind.localeCompare(b.kind));
}

/**
 * A stretch's UID, `room-12-20261203-stay@host`: the same on every poll while the stretch starts
 * on that night with that kind, so a stretch that grows or shrinks at its end is the same event
 * updated; one that grows at its start (or merges with the one before) is a new event, and the
 * old UID's disappearance tells the agency to drop the old one.
 */
export function stretchUid(subject: CalendarFeedContent["subject"], stretch: BusyStretch, host: string): string {
  return `${subject.kind}-${subject.id}-${stretch.first.replaceAll("-", "")}-${stretch.kind}@${host}`;
}

const PRODUCT_ID = "-//Umodzi Park Hotel//Channel calendars 1.0//EN";

/**
 * The feed as iCalendar text (RFC 5545), written by ical.js: one all-day VEVENT per stretch
 * (DTSTART;VALUE=DATE its first night, DTEND;VALUE=DATE the day after its last), a neutral
 * summary, `stamp` as every event's DTSTAMP (when the feed last changed, so an unchanged feed is
 * the same text on every poll). `summaries` gives the words for each kind.
 */
export function calendarFeedText(content: CalendarFeedContent, options: { host: string; stamp: Date; summaries: Record<BusyKind, string> }): string {
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", PRODUCT_ID);
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  // An x-property has no type ical.js knows: as TEXT, a comma or semicolon in a name is escaped.
  const name = new ICAL.Property("x-wr-calname", calendar);
  name.resetType("text");
  name.setValue(content.name);
  calendar.addProperty(name);
  const stamp = ICAL.Time.fromJSDate(new Date(Math.floor(options.stamp.getTime() / 1000) * 1000), true);
  for (const stretch of content.stretches) {
    const component = new ICAL.Component("vevent");
    const event = new ICAL.Event(component);
    event.uid = stretchUid(content.subject, stretch, options.host);
    component.updatePropertyWithValue("dtstamp", stamp);
    event.startDate = ICAL.Time.fromDateString(stretch.first);
    event.endDate = ICAL.Time.fromDateString(stretch.end);
    event.summary = options.summaries[stretch.kind];
    component.updatePropertyWithValue("transp", "OPAQUE");
    calendar.addSubcomponent(component);
  }
  // ical.js ends the last line without its CRLF; RFC 5545 ends every content line with one.
  return `${calendar.toString()}\r\n`;
}
