import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { page, pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";

type Mode = "ok" | "500" | "timeout" | "garbage" | "oversize" | "empty";

/**
 * The agencies' extranets, as a local HTTP server: each path serves the calendar it was given,
 * with an ETag (and 304 for a matching If-None-Match), or fails the way it is told to.
 */
async function startAgencies() {
  const feeds = new Map<string, { body: string; mode: Mode }>();
  const requests: { path: string; at: number; conditional: boolean }[] = [];
  const etagOf = (body: string) => `"${Buffer.from(body).toString("base64url").slice(-16)}-${body.length}"`;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    requests.push({ path, at: Date.now(), conditional: req.headers["if-none-match"] !== undefined });
    const feed = feeds.get(path);
    if (!feed) return void res.writeHead(404).end("no such calendar");
    switch (feed.mode) {
      case "500":
        return void res.writeHead(500).end("Internal Server Error");
      case "timeout":
        // Never answers: the site gives up on its own.
        return;
      case "garbage":
        return void res.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Sign in to the extranet</title>");
      case "oversize": {
        // More than 1 MB, sent without a length, in pieces: the site stops reading on its own.
        res.writeHead(200, { "content-type": "text/calendar" });
        res.write("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n");
        const line = `X-PADDING:${"x".repeat(990)}\r\n`;
        let sent = 0;
        const more = () => {
          while (sent < 1400) {
            sent += 1;
            if (!res.write(line)) return void res.once("drain", more);
          }
          res.end("END:VCALENDAR\r\n");
        };
        res.on("error", () => {});
        return more();
      }
      case "empty":
        return void res.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Agency//EN\r\nEND:VCALENDAR\r\n");
      default: {
        const etag = etagOf(feed.body);
        if (req.headers["if-none-match"] === etag) return void res.writeHead(304, { etag }).end();
        return void res.writeHead(200, { "content-type": "text/calendar; charset=utf-8", etag }).end(feed.body);
      }
    }
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    requests,
    set: (path: string, body: string, mode: Mode = "ok") => void feeds.set(path, { body, mode }),
    fail: (path: string, mode: Mode) => void feeds.set(path, { body: feeds.get(path)?.body ?? "", mode }),
    count: (path: string) => requests.filter((r) => r.path === path).length,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

const ymd = (date: string) => date.replaceAll("-", "");
const calendar = (...events: string[][]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Agency//Extranet//EN", ...events.flat(), "END:VCALENDAR", ""].join("\r\n");
const allDay = (uid: string, arrival: string, departure: string, summary: string, extra: string[] = []) => ["BEGIN:VEVENT", `UID:${uid}`, `DTSTART;VALUE=DATE:${ymd(arrival)}`, `DTEND;VALUE=DATE:${ymd(departure)}`, ...extra, `SUMMARY:${summary}`, "END:VEVENT"];

interface Feed {
  id: number;
  hotelRoomId: number;
  agency: string;
  lastError: string | null;
  failingSince: string | null;
  lastSuccessAt: string | null;
  eventsCount: number;
}

describe.each(["sqlite", "postgres"] as const)("agencies' calendars on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let staff: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let agencies: Awaited<ReturnType<typeof startAgencies>>;
  const reservationsAddress = DEFAULT_SITE_SETTINGS.email;
  const today = hotelDate();
  const day = (n: number) => addDays(today, n);
  let typeId = 0;
  let rooms: { id: number; number: string }[] = [];
  const feeds: Record<"booking" | "airbnb", Feed> = {} as never;
  const bookingPath = `/booking-${randomUUID().slice(0, 6)}.ics`;
  const airbnbPath = `/airbnb-${randomUUID().slice(0, 6)}.ics`;

  const bookingEvents = () => [
    // A line folded at 75 octets (RFC 5545 §3.1), mid-word: the break and the one space after it vanish.
    ["BEGIN:VEVENT", "UID:bk-100@booking.com", `DTSTART;VALUE=DATE:${ymd(day(10))}`, `DTEND;VALUE=DATE:${ymd(day(13))}`, "SUMMARY:CLOSED - Not available, Ministry of Tourism deleg", " ation", "END:VEVENT"],
    // A weekly block of one night, twice (COUNT).
    allDay("bk-weekly@booking.com", day(20), day(21), "Weekly block", ["RRULE:FREQ=WEEKLY;COUNT=2"]),
  ];
  const airbnbEvents = () => [
    // 15:00 in London on day 10 to 10:00 on day 12: the nights of days 10 and 11 in Lilongwe.
    ["BEGIN:VEVENT", "UID:HM-1@airbnb.com", `DTSTART;TZID=Europe/London:${ymd(day(10))}T150000`, `DTEND;TZID=Europe/London:${ymd(day(12))}T100000`, "SUMMARY:Reserved https://www.airbnb.com/hosting/reservations/details/HM1", "END:VEVENT"],
  ];

  const free = async (arrival: string, nights: number) =>
    ((await api(url, `/api/availability?arrival=${arrival}&departure=${addDays(arrival, nights)}&adults=1&roomType=${typeId}`)).body.roomTypes[0].nights as { roomsFree: number }[]).map((night) => night.roomsFree);
  const sync = async (feed: Feed) => {
    const res = await api(url, `/api/channel-feeds/${feed.id}/sync`, { method: "POST", token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { message: string; result: { outcome: string; added: number; changed: number; cancelled: number; conflicts: number; error: string | null }; data: Feed };
  };
  const failingEmails = () => inbox.to(reservationsAddress).filter((email) => email.subject.includes("cannot be read"));
  const importedOf = (feedId: number) =>
    withServerDatabase(server, (db) => db.selectFrom("reservations").select(["id", "reference", "arrival", "departure", "status", "guest_name", "email", "channel", "external_uid"]).where("channel_feed_id", "=", feedId).orderBy("arrival").execute());

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    agencies = await startAgencies();
    agencies.set(bookingPath, calendar(...bookingEvents()));
    agencies.set(airbnbPath, calendar(...airbnbEvents()));
    // No poller here (0): each read is the test's own "Sync now"; the poller has its own test below.
    // The agencies here are this machine (127.0.0.1), which a real installation would refuse (decision 070).
    server = await startServer({ engine, env: { SEED_DEMO: "false", SMTP_URL: inbox.url, CHANNEL_POLL_SECONDS: "0", CALENDAR_FEED_PRIVATE_RANGES: "127.0.0.1", RATE_LIMITS: JSON.stringify({ publicForms: { limit: 1000, windowSeconds: 600 }, acknowledgementsPerRecipient: { limit: 1000, windowSeconds: 3600 } }) } });
    url = server.url;
    staff = await loginAsStaff(url);
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Lake View ${randomUUID().slice(0, 6)}`, fee: "150000", inventory: "2", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    typeId = created.body.data.id;
    rooms = (await api(url, `/api/hotel-rooms?roomType=${typeId}`, { token: staff })).body.data;
    expect(rooms).toHaveLength(2);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
    await agencies?.close();
  });

  it("takes feeds from staff only, with each field's message for bad input", async () => {
    expect((await api(url, "/api/channel-feeds")).status).toBe(401);
    expect((await api(url, "/api/channel-feeds", { method: "POST", body: JSON.stringify({ hotelRoomId: rooms[0]!.id, agency: "Booking.com", url: agencies.base + bookingPath }) })).status).toBe(401);
    expect((await api(url, "/api/channel-conflicts")).status).toBe(401);
    const bad = await api(url, "/api/channel-feeds", { method: "POST", token: staff, body: JSON.stringify({ hotelRoomId: rooms[0]!.id, agency: "", url: "ftp://example.com/cal.ics" }) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["agency", "url"]);
    const unknownRoom = await api(url, "/api/channel-feeds", { method: "POST", token: staff, body: JSON.stringify({ hotelRoomId: 999_999, agency: "Airbnb", url: "https://example.com/a.ics" }) });
    expect(unknownRoom.status).toBe(422);
    expect(unknownRoom.body.errors.hotelRoomId).toBeDefined();
  });

  it("imports two agencies' calendars per room: the nights are blocked on /api/availability and /booking, and the reports count the agencies", async () => {
    expect(await free(day(10), 3)).toEqual([2, 2, 2]);
    // Typed as staff might: each agency keeps its one spelling, so the Reports count one channel.
    for (const [key, agency, spelled, feedPath, room] of [["booking", "  booking.COM ", "Booking.com", bookingPath, rooms[0]!], ["airbnb", "airbnb", "Airbnb", airbnbPath, rooms[1]!]] as const) {
      const added = await api(url, "/api/channel-feeds", { method: "POST", token: staff, body: JSON.stringify({ hotelRoomId: room.id, agency, url: agencies.base + feedPath }) });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      expect(added.body.data.agency).toBe(spelled);
      feeds[key] = added.body.data;
      const again = await api(url, "/api/channel-feeds", { method: "POST", token: staff, body: JSON.stringify({ hotelRoomId: room.id, agency, url: agencies.base + feedPath }) });
      expect(again.status).toBe(422);
    }
    const booking = await sync(feeds.booking);
    expect(booking.result).toMatchObject({ outcome: "imported", added: 3, changed: 0, cancelled: 0, conflicts: 0 });
    expect(booking.message).toContain("3 new");
    expect((await sync(feeds.airbnb)).result).toMatchObject({ outcome: "imported", added: 1 });

    const imported = await importedOf(feeds.booking.id);
    expect(imported.map((r) => [r.external_uid, r.arrival, r.departure, r.status, r.channel, r.email])).toEqual([
      ["bk-100@booking.com", day(10), day(13), "confirmed", "Booking.com", ""],
      [`bk-weekly@booking.com#${day(20)}`, day(20), day(21), "confirmed", "Booking.com", ""],
      [`bk-weekly@booking.com#${day(27)}`, day(27), day(28), "confirmed", "Booking.com", ""],
    ]);
    expect(imported[0]!.guest_name).toBe("CLOSED - Not available, Ministry of Tourism delegation");
    const airbnb = await importedOf(feeds.airbnb.id);
    expect(airbnb.map((r) => [r.arrival, r.departure, r.guest_name])).toEqual([[day(10), day(12), "Reserved"]]);

    expect(await free(day(10), 3)).toEqual([0, 0, 1]);
    expect(await free(day(20), 1)).toEqual([1]);
    // /booking offers the room type no more on the nights both rooms are taken.
    const html = await (await fetch(`${url}/booking?${new URLSearchParams({ arrival: day(10), departure: day(12), adults: "1", roomType: String(typeId) })}`)).text();
    expect(html).toContain("Nearest free dates");
    // The reports count the agencies' room-nights by channel.
    const report = await api(url, `/api/reports?from=${day(10)}&to=${day(28)}`, { token: staff });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const channels = (report.body.data ?? report.body).channels as { channel: string; roomNights: number }[];
    expect(channels).toEqual(expect.arrayContaining([expect.objectContaining({ channel: "Booking.com", roomNights: 5 }), expect.objectContaining({ channel: "Airbnb", roomNights: 2 })]));
    // Staff screens and the spreadsheet take stays without an email or phone.
    const cookie = await pageCookie(url);
    for (const screen of ["/reservations", `/front-desk?date=${day(10)}`, "/channel-feeds", `/hotel-rooms?type=${typeId}`, "/reservations.csv"]) {
      const res = await page(url, screen, { cookie });
      expect(res.status, screen).toBe(200);
    }
    expect((await page(url, "/channel-feeds", { cookie })).text).toContain(agencies.base + bookingPath);
    const listed = await api(url, "/api/channel-feeds", { token: staff });
    expect(listed.body.data.map((f: Feed) => [f.agency, f.eventsCount])).toEqual(expect.arrayContaining([["Booking.com", 3], ["Airbnb", 1]]));
    expect((await api(url, "/api/openapi.json")).body.paths).toEqual(
      expect.objectContaining({ "/api/channel-feeds": expect.anything(), "/api/channel-feeds/{id}": expect.anything(), "/api/channel-feeds/{id}/sync": expect.anything(), "/api/channel-conflicts": expect.anything() }),
    );
  });

  it("keeps a 304's import as it is, asking with the stored ETag", async () => {
    const before = agencies.count(bookingPath);
    const res = await sync(feeds.booking);
    expect(res.result.outcome).toBe("not-modified");
    expect(agencies.count(bookingPath)).toBe(before + 1);
    expect(agencies.requests.at(-1)?.conditional).toBe(true);
    expect(await free(day(10), 3)).toEqual([0, 0, 1]);
    expect((await importedOf(feeds.booking.id)).every((r) => r.status === "confirmed")).toBe(true);
  });

  it("keeps the last good import through errors, timeouts, garbage, an oversize or a suddenly empty calendar, telling the reservations address once per streak", async () => {
    const good = await importedOf(feeds.booking.id);
    const failures: [Mode, RegExp][] = [
      ["500", /HTTP 500/],
      ["garbage", /iCalendar/],
      ["oversize", /larger than 1 MB/],
      ["empty", /came back empty/],
      ["timeout", /did not answer within 10 seconds/],
    ];
    let first: string | null = null;
    for (const [mode, message] of failures) {
      agencies.fail(bookingPath, mode);
      const res = await sync(feeds.booking);
      expect(res.result.outcome, mode).toBe("failed");
      expect(res.result.error, mode).toMatch(message);
      expect(res.data.lastError, mode).toMatch(message);
      first ??= res.data.failingSince;
      expect(res.data.failingSince).toBe(first);
      expect(await importedOf(feeds.booking.id), mode).toEqual(good);
      expect(await free(day(10), 3), mode).toEqual([0, 0, 1]);
    }
    // One email for the streak, however many failures; and one activity log entry.
    await eventually("the failing calendar's email", async () => failingEmails(), (list) => list.length === 1, { withinMs: EMAIL_DELIVERY_MS });
    expect(failingEmails()[0]!.text).toContain("Nothing was lost");
    const activity = await api(url, "/api/activity?type=channel_feeds", { token: staff });
    expect(activity.status).toBe(200);
    expect(JSON.stringify(activity.body)).toContain("HTTP 500");

    // The agency mends it: a good poll ends the streak; the next failure is a new streak, emailed again.
    agencies.fail(bookingPath, "ok");
    const mended = await sync(feeds.booking);
    expect(["imported", "not-modified"]).toContain(mended.result.outcome);
    expect(mended.data).toMatchObject({ lastError: null, failingSince: null });
    agencies.fail(bookingPath, "500");
    expect((await sync(feeds.booking)).result.outcome).toBe("failed");
    await eventually("a second streak's email", async () => failingEmails(), (list) => list.length === 2, { withinMs: EMAIL_DELIVERY_MS });
    agencies.fail(bookingPath, "ok");
    expect((await sync(feeds.booking)).data.lastError).toBeNull();
  }, 90_000);

  it("frees the nights of an event gone from the calendar, and moves one whose dates changed", async () => {
    // The delegation's stay moves a night later; the weekly block is withdrawn.
    agencies.set(bookingPath, calendar(allDay("bk-100@booking.com", day(11), day(14), "CLOSED - Not available")));
    const res = await sync(feeds.booking);
    expect(res.result).toMatchObject({ outcome: "imported", added: 0, changed: 1, cancelled: 2 });
    expect(await free(day(10), 4)).toEqual([1, 0, 1, 1]);
    expect(await free(day(20), 1)).toEqual([2]);
    const rows = await importedOf(feeds.booking.id);
    expect(rows.filter((r) => r.status === "cancelled").map((r) => r.external_uid)).toEqual([`bk-weekly@booking.com#${day(20)}`, `bk-weekly@booking.com#${day(27)}`]);
  });

  it("flags an agency booking on a room a direct stay holds (email and API) and settles it with the one-click move", async () => {
    // A guest books directly and is given the first room (lowest number).
    const made = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival: day(30), departure: day(32), adults: 1, children: 0, roomType: typeId, rooms: 1, name: "Chikondi Banda", email: `guest-${randomUUID().slice(0, 6)}@example.com`, phone: "+265 991 234 567" }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const direct = { id: made.body.data.id as number, reference: made.body.reference as string };
    expect((await api(url, `/api/reservations/${direct.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const held = (await api(url, `/api/reservations/${direct.id}/rooms`, { token: staff })).body.data as { roomId: number }[];
    expect(held.map((r) => r.roomId)).toEqual([rooms[0]!.id]);

    // Booking.com sells the same room for the same nights.
    agencies.set(bookingPath, calendar(allDay("bk-100@booking.com", day(11), day(14), "CLOSED - Not available"), allDay("bk-200@booking.com", day(30), day(32), "CLOSED - Not available")));
    const res = await sync(feeds.booking);
    expect(res.result).toMatchObject({ outcome: "imported", added: 1, conflicts: 2 });
    const imported = (await importedOf(feeds.booking.id)).find((r) => r.external_uid === "bk-200@booking.com")!;
    expect(imported.status).toBe("confirmed");
    const conflicts = await api(url, "/api/channel-conflicts", { token: staff });
    expect(conflicts.body.data).toEqual([
      expect.objectContaining({ reference: imported.reference, agency: "Booking.com", hotelRoomId: rooms[0]!.id, roomNumber: rooms[0]!.number, nights: [day(30), day(31)], blocking: expect.objectContaining({ reference: direct.reference }), moveTo: { hotelRoomId: rooms[1]!.id, number: rooms[1]!.number } }),
    ]);
    await eventually("the clash's email", async () => inbox.to(reservationsAddress).filter((e) => e.subject.startsWith("Double booking")), (list) => list.length === 1, { withinMs: EMAIL_DELIVERY_MS });
    // A second read finds nothing new to tell.
    expect((await sync(feeds.booking)).result.conflicts).toBe(0);

    // The banner on the front desk names it, with the move as a plain form.
    const cookie = await pageCookie(url);
    const desk = await page(url, "/front-desk", { cookie });
    expect(desk.text).toContain(`Move ${direct.reference} to room ${rooms[1]!.number}`);
    expect((await page(url, `/hotel-rooms?type=${typeId}`, { cookie })).text).toContain(`Move ${direct.reference} to room ${rooms[1]!.number}`);
    // …and so does the room chart, where the clash is drawn.
    expect((await page(url, `/room-chart?start=${day(9)}`, { cookie })).text).toContain(`Move ${direct.reference} to room ${rooms[1]!.number}`);
    const moved = await page(url, "/channel-feeds", { cookie, form: { intent: "resolve-channel-conflict", reservationId: String(direct.id), from: String(rooms[0]!.id), to: String(rooms[1]!.id), returnTo: "/front-desk" } });
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("/front-desk");
    expect((await api(url, "/api/channel-conflicts", { token: staff })).body.data).toEqual([]);
    expect(((await api(url, `/api/reservations/${direct.id}/rooms`, { token: staff })).body.data as { roomId: number }[]).map((r) => r.roomId)).toEqual([rooms[1]!.id]);
    expect(((await api(url, `/api/reservations/${imported.id}/rooms`, { token: staff })).body.data as { roomId: number; from: string; to: string }[])).toEqual([expect.objectContaining({ roomId: rooms[0]!.id, from: day(30), to: day(32) })]);
    expect(await free(day(30), 2)).toEqual([0, 0]);
  });

  it("sends no email to an imported stay's guest, and removing a feed cancels its stays to come", async () => {
    const [stay] = (await importedOf(feeds.airbnb.id)).filter((r) => r.status === "confirmed");
    expect((await api(url, `/api/reservations/${stay!.id}/cancel`, { method: "POST", token: staff })).status).toBe(200);
    const removed = await api(url, `/api/channel-feeds/${feeds.booking.id}`, { method: "DELETE", token: staff });
    expect(removed.status).toBe(200);
    expect(await free(day(11), 3)).toEqual([2, 2, 2]);
    const blank = await withServerDatabase(server, (db) => db.selectFrom("email_outbox").select("id").where("to_address", "=", "").execute());
    expect(blank).toEqual([]);
    expect(inbox.received.every((email) => email.to.every((to) => to !== ""))).toBe(true);
  });
});

/** Two instances on one PostgreSQL database, polling every 2 s: each feed is read by one of them per round. */
describe("the agencies' calendars across two instances", () => {
  let first: RunningServer | undefined;
  let second: RunningServer | undefined;
  let agencies: Awaited<ReturnType<typeof startAgencies>>;
  let dataDir = "";

  beforeAll(async () => {
    agencies = await startAgencies();
    const env = { SEED_DEMO: "false", CHANNEL_POLL_SECONDS: "2", CALENDAR_FEED_PRIVATE_RANGES: "127.0.0.1" };
    first = await startServer({ engine: "postgres", env });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "calendar-import-b-"));
    second = await startServer({ engine: "postgres", env, shareWith: { dataDir, databaseUrl: first.databaseUrl! } });
  }, 180_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await agencies?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("reads each feed once per round, whichever instance takes it", async () => {
    const url = first!.url;
    const staff = await loginAsStaff(url);
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Poll Room ${randomUUID().slice(0, 6)}`, fee: "100000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    const rooms = (await api(url, `/api/hotel-rooms?roomType=${created.body.data.id}`, { token: staff })).body.data as { id: number }[];
    const paths = rooms.map((_, k) => `/poll-${k}-${randomUUID().slice(0, 6)}.ics`);
    for (const [k, room] of rooms.entries()) {
      agencies.set(paths[k]!, calendar(allDay(`p-${k}`, addDays(hotelDate(), 5 + k), addDays(hotelDate(), 6 + k), "Reserved")));
      const added = await api(second!.url, "/api/channel-feeds", { method: "POST", token: await loginAsStaff(second!.url), body: JSON.stringify({ hotelRoomId: room.id, agency: "Expedia", url: agencies.base + paths[k] }) });
      expect(added.status).toBe(201);
    }
    const started = Date.now();
    const readsOf = (feedPath: string) => agencies.requests.filter((r) => r.path === feedPath && r.at >= started).map((r) => r.at);
    // Wait until every feed has been read in four rounds (about every 2 s), watching the agency's server.
    const until = Date.now() + 30_000;
    while (paths.some((feedPath) => readsOf(feedPath).length < 4)) {
      expect(Date.now(), "every feed read four times").toBeLessThan(until);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const feedPath of paths) {
      const times = readsOf(feedPath);
      // Polled, and never twice in one round, whichever instance took it.
      expect(times.length, feedPath).toBeGreaterThanOrEqual(4);
      for (let k = 1; k < times.length; k += 1) expect(times[k]! - times[k - 1]!, feedPath).toBeGreaterThanOrEqual(1_800);
    }
    const imported = await withServerDatabase(first!, (db) => db.selectFrom("reservations").select("external_uid").where("channel", "=", "Expedia").execute());
    expect(imported.map((r) => r.external_uid).sort()).toEqual(["p-0", "p-1", "p-2"]);
  }, 60_000);
});
