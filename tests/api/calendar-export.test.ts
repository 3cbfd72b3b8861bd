import { randomUUID } from "node:crypto";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays, nightsOf } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";

interface CalendarExport {
  kind: "room" | "type";
  id: number;
  roomTypeId: number;
  name: string;
  token: string;
  path: string;
  url: string | null;
}

const GUEST = { name: "Chikondi Banda", phone: "+265 991 234 567" };

/** The nights an agency's reader takes as busy: every event's dates, from DTSTART up to DTEND. */
function busyNightsOf(text: string): { nights: Set<string>; events: { uid: string; start: string; end: string; summary: string }[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.isDate).toBe(true);
    expect(component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    return { uid: event.uid, start: event.startDate.toString(), end: event.endDate.toString(), summary: event.summary };
  });
  return { nights: new Set(events.flatMap((event) => nightsOf(event.start, event.end))), events };
}

/** Channel calendars, export side (DECISIONS §11, decision 061), over HTTP on both engines, read as an agency would. */
describe.each(servers())("channel calendar export on $engine", (server) => {
  const { url } = server;
  let staff: string;
  let editor: { email: string; token: string };
  const unique = () => randomUUID().slice(0, 6);
  const today = hotelDate();
  const arrival = addDays(today, 20);
  const night = (k: number) => addDays(arrival, k);

  const exportsOf = async (typeId: number) => ((await api(url, "/api/calendar-exports", { token: staff })).body.data as CalendarExport[]).filter((item) => item.roomTypeId === typeId);
  const feed = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers, redirect: "manual" });
  async function confirmedStay(typeId: number, from: string, nights: number) {
    const email = `guest-${unique()}@example.com`;
    const made = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival: from, departure: addDays(from, nights), adults: 1, children: 0, roomType: typeId, rooms: 1, name: GUEST.name, email, phone: GUEST.phone }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    expect((await api(url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const rooms = (await api(url, `/api/reservations/${id}/rooms`, { token: staff })).body.data as { roomId: number }[];
    return { id, email, reference: made.body.reference as string, roomId: rooms[0]!.roomId };
  }

  let type: { id: number; name: string };
  let stays: Awaited<ReturnType<typeof confirmedStay>>[];
  let outOfOrderRoom: number;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    editor = await createStaffAccount(server, "editor");
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Lake View ${unique()}`, fee: "100000", inventory: "2", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    type = created.body.data;
    // Two stays overlapping on one night: both rooms held then, so the type is full that night.
    stays = [await confirmedStay(type.id, night(0), 2), await confirmedStay(type.id, night(1), 2)];
    expect(stays[0]!.roomId).not.toBe(stays[1]!.roomId);
    outOfOrderRoom = stays[0]!.roomId;
    const off = await api(url, `/api/hotel-rooms/${outOfOrderRoom}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: night(5), to: night(7), reason: "Bathroom being retiled" }) });
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    const closed = await api(url, "/api/room-closures", { method: "POST", token: staff, body: JSON.stringify({ roomId: type.id, startDate: night(10), endDate: night(12), note: "Roof repairs" }) });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
  });

  it("answers each room's and the type's busy nights, merged into all-day events, with no guest's details", async () => {
    const exports = await exportsOf(type.id);
    expect(exports.map((item) => item.kind).sort()).toEqual(["room", "room", "type"]);
    const window = nightsOf(addDays(today, -5), addDays(today, 60));
    for (const item of exports) {
      expect(item.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(item.path).toBe(`/calendars/${item.token}.ics`);
      expect(item.url).toBe(`${url}${item.path}`);
      const res = await feed(item.path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(res.headers.get("cache-control")).toMatch(/no-cache/);
      // Node's fetch takes gzip: the gzipped text has a strong ETag of its own.
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{43}-gzip"$/);
      expect(res.headers.get("last-modified")).toMatch(/GMT$/);
      const text = await res.text();
      for (const stay of stays) for (const secret of [GUEST.name, "Chikondi", "Banda", stay.email, "example.com", GUEST.phone, "991", stay.reference, "Bathroom", "Roof"]) expect(text, secret).not.toContain(secret);
      expect(text).toContain("VERSION:2.0");
      expect(text).toContain("CALSCALE:GREGORIAN");
      expect(text).toContain("PRODID:");
      const { nights, events } = busyNightsOf(text);
      expect(text).toContain(`X-WR-CALNAME;VALUE=TEXT:`);
      let busy: string[];
      if (item.kind === "type") {
        busy = [night(1), night(10), night(11)];
        expect(events.filter((event) => event.start >= arrival).map((event) => [event.start, event.end, event.summary])).toEqual([
          [night(1), night(2), "Not available"],
          [night(10), night(12), "Closed"],
        ]);
        expect(events[0]!.uid).toMatch(new RegExp(`^type-${type.id}-\\d{8}-(full|closed)@`));
      } else {
        const own = stays.filter((stay) => stay.roomId === item.id);
        busy = [...own.flatMap((stay) => (stay === stays[0] ? nightsOf(night(0), night(2)) : nightsOf(night(1), night(3)))), night(10), night(11)];
        if (item.id === outOfOrderRoom) busy.push(night(5), night(6));
        // Consecutive nights of a stay are one event, whose UID names the room, its first night and why.
        const first = own[0] === stays[0] ? night(0) : night(1);
        expect(events).toContainEqual({ uid: expect.stringMatching(new RegExp(`^room-${item.id}-${first.replaceAll("-", "")}-stay@`)), start: first, end: addDays(first, 2), summary: "Not available" });
      }
      for (const date of window) expect(nights.has(date), `${item.name} ${date}`).toBe(busy.includes(date));
    }
  });

  it("answers 304 to a poller whose copy is current, and a new ETag once the calendar changes", async () => {
    const rooms = (await exportsOf(type.id)).filter((item) => item.kind === "room");
    const before = new Map<number, { etag: string; lastModified: string }>();
    for (const room of rooms) {
      const first = await feed(room.path);
      const etag = first.headers.get("etag")!;
      const lastModified = first.headers.get("last-modified")!;
      const body = await first.text();
      before.set(room.id, { etag, lastModified });
      const again = await feed(room.path);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe(body);
      const unchanged = await feed(room.path, { "if-none-match": etag });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe("");
      expect(unchanged.headers.get("etag")).toBe(etag);
      expect((await feed(room.path, { "if-modified-since": lastModified })).status).toBe(304);
      // Without gzip: the same text under its own strong tag; either tag stands for the same calendar.
      const plain = await feed(room.path, { "accept-encoding": "identity" });
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("etag")).toBe(etag.replace('-gzip"', '"'));
      expect(await plain.text()).toBe(body);
      expect((await feed(room.path, { "accept-encoding": "identity", "if-none-match": etag })).status).toBe(304);
      const head = await fetch(url + room.path, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toBe(etag);
    }
    // A stay confirmed in one room changes its calendar, and only its.
    const later = await confirmedStay(type.id, night(30), 3);
    for (const room of rooms) {
      const { etag, lastModified } = before.get(room.id)!;
      const res = await feed(room.path, { "if-none-match": etag });
      if (room.id !== later.roomId) {
        expect(res.status).toBe(304);
        continue;
      }
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).not.toBe(etag);
      expect(Date.parse(res.headers.get("last-modified")!)).toBeGreaterThan(Date.parse(lastModified));
      expect((await feed(room.path, { "if-modified-since": lastModified })).status).toBe(200);
      const { nights } = busyNightsOf(await res.text());
      expect(nightsOf(night(30), night(33)).every((date) => nights.has(date))).toBe(true);
      expect(nights.has(night(33))).toBe(false);
    }
  });

  it("gives an address a new token for administrators only: the old one answers 404 at once", async () => {
    const [room] = (await exportsOf(type.id)).filter((item) => item.kind === "room");
    expect((await api(url, "/api/calendar-exports", { token: editor.token })).status).toBe(403);
    expect((await api(url, "/api/calendar-exports")).status).toBe(401);
    expect((await api(url, `/api/calendar-exports/room/${room!.id}/rotate`, { method: "POST", token: editor.token })).status).toBe(403);
    expect((await feed(room!.path)).status).toBe(200);
    const rotated = await api(url, `/api/calendar-exports/room/${room!.id}/rotate`, { method: "POST", token: staff });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    expect(rotated.body.message).toContain("new calendar address");
    expect(rotated.body.data.token).not.toBe(room!.token);
    expect((await feed(room!.path)).status).toBe(404);
    expect((await feed(rotated.body.data.path)).status).toBe(200);
    const typeExport = (await exportsOf(type.id)).find((item) => item.kind === "type")!;
    const typeRotated = await api(url, `/api/calendar-exports/type/${type.id}/rotate`, { method: "POST", token: staff });
    expect(typeRotated.status).toBe(200);
    expect((await feed(typeExport.path)).status).toBe(404);
    expect((await api(url, "/api/calendar-exports/room/999999999/rotate", { method: "POST", token: staff })).status).toBe(404);
    expect((await api(url, `/api/calendar-exports/hall/${room!.id}/rotate`, { method: "POST", token: staff })).status).toBe(404);
    const log = await api(url, "/api/activity?type=calendar_exports", { token: staff });
    expect(log.body.data.some((entry: { action: string }) => entry.action === "calendar-address-renewed")).toBe(true);
  });

  it("answers 404 to an address no calendar has", async () => {
    for (const path of ["/calendars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics", "/calendars/short.ics", "/calendars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.txt"]) {
      const res = await feed(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("cache-control")).toMatch(/no-store/);
    }
  });

  it("shows the addresses on the Room numbers screen to administrators, renews one by a plain form, and hides them from editors", async () => {
    const admin = await pageCookie(url);
    const editorCookie = await pageCookie(url, editor.email, STAFF_TEST_PASSWORD);
    const [room] = (await exportsOf(type.id)).filter((item) => item.kind === "room");
    const screen = await page(url, `/hotel-rooms?type=${type.id}`, { cookie: admin });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(room!.url!);
    const hidden = await page(url, `/hotel-rooms?type=${type.id}`, { cookie: editorCookie });
    expect(hidden.status).toBe(200);
    expect(hidden.text).not.toContain(room!.token);
    expect(hidden.text).not.toContain("/calendars/");
    const refused = await page(url, `/hotel-rooms?type=${type.id}`, { cookie: editorCookie, form: { intent: "renew-calendar-address", kind: "room", id: String(room!.id) } });
    expect(refused.status).toBe(403);
    expect((await feed(room!.path)).status).toBe(200);
    const renewed = await page(url, `/hotel-rooms?type=${type.id}`, { cookie: admin, form: { intent: "renew-calendar-address", kind: "room", id: String(room!.id) } });
    expect(renewed.status).toBeLessThan(400);
    expect((await feed(room!.path)).status).toBe(404);
  });

  it("lists the routes in the API reference", async () => {
    const doc = (await api(url, "/api/openapi.json")).body;
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/calendar-exports", "/api/calendar-exports/{kind}/{id}/rotate"]));
  });
});
