import { createHash } from "node:crypto";
import ICAL from "ical.js";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { DEMO_AGENCY_CALENDAR_PATH } from "./calendar-feed-reach.server";
import { syncChannelFeed } from "./calendar-import.server";

/**
 * The embedded demo's agency (docs/decisions/062-calendar-import.md): its bookings are stored
 * under this settings key when the demo is seeded, and the site serves them itself at
 * /demo/agency-calendar.ics?room=ID, so the demo's feeds read a real iCalendar over HTTP and
 * nothing leaves the machine. Without the key (any real installation) the address is a 404.
 */
export const DEMO_AGENCY_CALENDAR_KEY = "demo_agency_calendar";

interface DemoBooking {
  uid: string;
  summary: string;
  arrival: string;
  departure: string;
}
type DemoCalendar = Record<string, DemoBooking[]>;

/** "20261210" as iCalendar writes a DATE. */
const icalDate = (date: string) => ICAL.Time.fromDateString(date);

/** The demo agency's calendar of one room, written by ical.js, with an ETag so a poll's 304 shows too; null when the demo has none. */
export async function demoAgencyCalendar(db: Kysely<Database>, roomId: number): Promise<{ text: string; etag: string } | null> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", DEMO_AGENCY_CALENDAR_KEY).executeTakeFirst();
  if (!row) return null;
  let calendar: DemoCalendar;
  try {
    calendar = JSON.parse(row.value) as DemoCalendar;
  } catch {
    return null;
  }
  const bookings = calendar[String(roomId)];
  if (!bookings) return null;
  const root = new ICAL.Component(["vcalendar", [], []]);
  root.addPropertyWithValue("version", "2.0");
  root.addPropertyWithValue("prodid", "-//Demo Agency//Extranet calendar//EN");
  for (const booking of bookings) {
    const event = new ICAL.Component("vevent");
    event.addPropertyWithValue("uid", booking.uid);
    event.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(new Date(`${booking.arrival}T00:00:00Z`), true));
    event.addPropertyWithValue("dtstart", icalDate(booking.arrival));
    event.addPropertyWithValue("dtend", icalDate(booking.departure));
    event.addPropertyWithValue("summary", booking.summary);
    root.addSubcomponent(event);
  }
  const text = root.toString();
  return { text, etag: `"${createHash("sha256").update(text).digest("base64url").slice(0, 27)}"` };
}

/**
 * Gives the demo two agency feeds (Booking.com on one room, Airbnb on a room of another type),
 * each with three bookings on nights the demo's own stays leave free in that room, and reads
 * them at once from the site itself (`origin`: the address it listens on, or PUBLIC_URL).
 */
export async function seedDemoAgencyCalendars(db: Kysely<Database>, origin: string, today = hotelDate()): Promise<{ seeded: number }> {
  const done = await db.selectFrom("settings").select("key").where("key", "=", DEMO_AGENCY_CALENDAR_KEY).executeTakeFirst();
  if (done) return { seeded: 0 };
  const rooms = await db
    .selectFrom("hotel_rooms")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["hotel_rooms.id", "hotel_rooms.room_type_id", "hotel_rooms.number"])
    .orderBy("rooms.fee")
    // The last rooms of a type: the site gives the first ones out first, so these have the most free nights.
    .orderBy("hotel_rooms.id", "desc")
    .execute();
  const chosen: (typeof rooms)[number][] = [];
  for (const room of rooms) if (chosen.length < 2 && !chosen.some((c) => c.room_type_id === room.room_type_id)) chosen.push(room);
  const agencies = [
    { agency: "Booking.com", summaries: ["CLOSED - Not available", "CLOSED - Not available", "CLOSED - Not available"] },
    { agency: "Airbnb", summaries: ["Reserved", "Reserved", "Airbnb (Not available)"] },
  ];
  const calendar: DemoCalendar = {};
  for (const [k, room] of chosen.entries()) {
    const held = new Set((await db.selectFrom("room_nights").select("night").where("hotel_room_id", "=", room.id).where("night", ">=", today).execute()).map((r) => r.night));
    const bookings: DemoBooking[] = [];
    // Three stays of two or three nights, a few days apart, starting next week, on nights the room is free.
    for (let start = addDays(today, 5 + k * 2); bookings.length < 3 && start < addDays(today, 90); start = addDays(start, 1)) {
      const nights = 2 + ((bookings.length + k) % 2);
      const stay = Array.from({ length: nights }, (_, n) => addDays(start, n));
      if (stay.some((night) => held.has(night))) continue;
      bookings.push({ uid: `demo-${k}-${bookings.length}-${start}@agency.example`, summary: agencies[k]?.summaries[bookings.length] ?? "Reserved", arrival: start, departure: addDays(start, nights) });
      for (const night of stay) held.add(night);
      start = addDays(start, nights + 6);
    }
    calendar[String(room.id)] = bookings;
  }
  const now = new Date().toISOString();
  const ids = await db.transaction().execute(async (trx) => {
    await trx.insertInto("settings").values({ key: DEMO_AGENCY_CALENDAR_KEY, value: JSON.stringify(calendar) }).execute();
    const made: number[] = [];
    for (const [k, room] of chosen.entries()) {
      const row = await trx
        .insertInto("channel_feeds")
        .values({ hotel_room_id: room.id, agency: agencies[k]?.agency ?? "Booking.com", url: `${origin}${DEMO_AGENCY_CALENDAR_PATH}?room=${room.id}`, etag: null, last_modified: null, last_polled_at: null, last_success_at: null, last_error: null, failing_since: null, failure_notified_at: null, created_by: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      made.push(row.id);
    }
    return made;
  });
  for (const id of ids) await syncChannelFeed(db, id);
  return { seeded: ids.length };
}
