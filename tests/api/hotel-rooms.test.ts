import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { dayText } from "~/features/reservations/stay-text";
import { api, createMember, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { withServerDatabase } from "../support/server-database";
import { pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

const today = () => hotelDate();

interface Room {
  id: number;
  number: string;
  floor: number | null;
  roomTypeId: number;
  outOfOrder: { id: number; from: string; to: string; reason: string; createdBy: string | null }[];
}
interface StayRoom {
  roomId: number;
  number: string;
  roomTypeId: number;
  from: string;
  to: string;
}

/** The hotel's real rooms (DECISIONS §11, decision 058) on both engines: rooms, out of order, assignment and moves. */
describe.each(servers())("room numbers on $engine", (server) => {
  const { url } = server;
  let staff: string;
  const unique = () => randomUUID().slice(0, 6);

  async function roomType(inventory: number) {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Test Room ${unique()}`, fee: "100000", inventory: String(inventory), maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string; inventory: number };
  }
  const roomsOf = async (typeId: number) => (await api(url, `/api/hotel-rooms?roomType=${typeId}`, { token: staff })).body.data as Room[];
  const addRoom = (body: Record<string, unknown>) => api(url, "/api/hotel-rooms", { method: "POST", token: staff, body: JSON.stringify(body) });
  const request = (typeId: number, arrival: string, nights = 2, rooms = 1) =>
    api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, nights), adults: rooms, children: 0, roomType: typeId, rooms, name: "Chikondi Banda", email: `guest-${unique()}@example.com`, phone: "+265 991 234 567" }),
    });
  const confirm = (id: number, token = staff, base = url) => api(base, `/api/reservations/${id}/confirm`, { method: "POST", token });
  const stayRooms = async (id: number) => (await api(url, `/api/reservations/${id}/rooms`, { token: staff })).body.data as StayRoom[];
  const free = async (typeId: number, arrival: string, nights: number) =>
    ((await api(url, `/api/availability?arrival=${arrival}&departure=${addDays(arrival, nights)}&adults=1&roomType=${typeId}`)).body.roomTypes[0].nights as { roomsFree: number }[]).map((night) => night.roomsFree);
  async function confirmedStay(typeId: number, arrival: string, nights = 2, rooms = 1) {
    const made = await request(typeId, arrival, nights, rooms);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const done = await confirm(id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    return { id, reference: made.body.reference as string };
  }

  beforeAll(async () => void (staff = await loginAsStaff(url)));

  it("gives a room type as many rooms as its inventory, and keeps the inventory the number of its rooms", async () => {
    const type = await roomType(3);
    const rooms = await roomsOf(type.id);
    expect(rooms).toHaveLength(3);
    const added = await addRoom({ roomTypeId: type.id, number: `9${unique()}`, floor: 9, notes: "Lake side" });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ roomTypeId: type.id, floor: 9, notes: "Lake side", outOfOrder: [] });
    expect((await api(url, `/api/rooms/${type.id}`)).body.data.inventory).toBe(4);
    // One number once in the hotel, whatever its spelling's case or spaces.
    const again = await addRoom({ roomTypeId: type.id, number: ` ${added.body.data.number.toUpperCase()} `, floor: 1 });
    expect(again.status).toBe(422);
    expect(again.body.errors.number[0]).toContain("There is already a room");
    const renamed = await api(url, `/api/hotel-rooms/${rooms[0]!.id}`, { method: "PUT", token: staff, body: JSON.stringify({ number: `R${unique()}`, floor: 2, notes: "" }) });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.floor).toBe(2);
    const removed = await api(url, `/api/hotel-rooms/${added.body.data.id}`, { method: "DELETE", token: staff });
    expect(removed.status).toBe(200);
    expect((await api(url, `/api/rooms/${type.id}`)).body.data.inventory).toBe(3);
    // A count given on the room type makes or removes rooms to match.
    const raised = await api(url, `/api/rooms/${type.id}`, { method: "PUT", token: staff, body: imageForm({ name: type.name, fee: "100000", inventory: "5", maxGuests: "2" }) });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await roomsOf(type.id)).toHaveLength(5);
    const bad = await addRoom({ roomTypeId: type.id, number: "", floor: "x" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["floor", "number"]);
  });

  it("gives a confirmed stay its rooms, one room for all its nights, lowest floor first, and frees them when it is cancelled", async () => {
    const type = await roomType(0);
    const numbers = [`3${unique()}`, `1${unique()}`, `2${unique()}`];
    for (const [k, number] of numbers.entries()) expect((await addRoom({ roomTypeId: type.id, number, floor: [3, 1, 2][k] })).status).toBe(201);
    const arrival = addDays(today(), 20);
    const first = await confirmedStay(type.id, arrival, 3);
    const rooms = await stayRooms(first.id);
    expect(rooms).toEqual([expect.objectContaining({ number: numbers[1], from: arrival, to: addDays(arrival, 3) })]);
    // A party of two rooms is kept on one floor when one floor has two free; here none has, so the next two in order.
    const second = await confirmedStay(type.id, arrival, 2, 2);
    expect((await stayRooms(second.id)).map((room) => room.number).sort()).toEqual([numbers[2], numbers[0]].sort());
    expect(await free(type.id, arrival, 4)).toEqual([0, 0, 2, 3]);
    const rows = await withServerDatabase(server, (db) => db.selectFrom("room_nights").select("night").where("reservation_id", "in", [first.id, second.id]).execute());
    expect(rows).toHaveLength(3 + 2 * 2);
    expect((await api(url, `/api/reservations/${second.id}/cancel`, { method: "POST", token: staff })).status).toBe(200);
    expect(await stayRooms(second.id)).toEqual([]);
    expect(await free(type.id, arrival, 4)).toEqual([2, 2, 2, 3]);
  });

  it("never gives one room twice for a night when staff confirm the last rooms at the same moment", async () => {
    const type = await roomType(2);
    const arrival = addDays(today(), 30);
    const ids: number[] = [];
    for (let k = 0; k < 6; k++) ids.push((await request(type.id, addDays(arrival, k % 2), 2)).body.data.id);
    const results = await Promise.all(ids.map((id) => confirm(id)));
    expect(results.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(results.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const nights = await withServerDatabase(server, (db) =>
      db.selectFrom("room_nights").innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id").select(["room_nights.hotel_room_id", "room_nights.night"]).where("hotel_rooms.room_type_id", "=", type.id).execute(),
    );
    const keys = nights.map((row) => `${row.hotel_room_id} ${row.night}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Every confirmed stay has a room each night; no night has more stays than rooms.
    const confirmed = results.filter((res) => res.status === 200).length;
    expect(nights).toHaveLength(confirmed * 2);
    expect((await free(type.id, arrival, 3)).every((n) => n >= 0)).toBe(true);
  });

  it("takes a room out of order for some nights with a reason: one room fewer to sell then, and back in service when withdrawn", async () => {
    const type = await roomType(2);
    const [room] = await roomsOf(type.id);
    const arrival = addDays(today(), 40);
    const off = await api(url, `/api/hotel-rooms/${room!.id}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: addDays(arrival, 1), to: addDays(arrival, 3), reason: "Bathroom being retiled" }) });
    expect(off.status, JSON.stringify(off.body)).toBe(201);
    expect(off.body.data.outOfOrder).toEqual([expect.objectContaining({ from: addDays(arrival, 1), to: addDays(arrival, 3), reason: "Bathroom being retiled", createdBy: expect.any(String) })]);
    expect(await free(type.id, arrival, 4)).toEqual([2, 1, 1, 2]);
    // A stay over those nights gets the room still in service.
    const stay = await confirmedStay(type.id, arrival, 3);
    expect((await stayRooms(stay.id)).map((r) => r.roomId)).not.toContain(room!.id);
    expect(await free(type.id, arrival, 4)).toEqual([1, 0, 0, 2]);
    // Both rooms are now out of sale on those nights: a second stay is refused at confirmation.
    const second = await request(type.id, addDays(arrival, 1), 1);
    expect(second.status).toBe(409);
    const overlap = await api(url, `/api/hotel-rooms/${room!.id}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: addDays(arrival, 2), to: addDays(arrival, 5), reason: "Painting" }) });
    expect(overlap.status).toBe(409);
    const backwards = await api(url, `/api/hotel-rooms/${room!.id}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: addDays(arrival, 5), to: addDays(arrival, 5), reason: "" }) });
    expect(backwards.status).toBe(422);
    expect(Object.keys(backwards.body.errors).sort()).toEqual(["reason", "to"]);
    // The room holding the stay cannot go out of order under it.
    const [held] = await stayRooms(stay.id);
    const under = await api(url, `/api/hotel-rooms/${held!.roomId}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: arrival, to: addDays(arrival, 1), reason: "Leak" }) });
    expect(under.status).toBe(409);
    expect(under.body.message).toContain(stay.reference);
    const back = await api(url, `/api/hotel-rooms/${room!.id}/out-of-order/${off.body.data.outOfOrder[0].id}`, { method: "DELETE", token: staff });
    expect(back.status).toBe(200);
    expect(await free(type.id, arrival, 4)).toEqual([1, 1, 1, 2]);
    const log = await withServerDatabase(server, (db) => db.selectFrom("audit_log").select("action").where("subject_type", "=", "hotel_rooms").where("subject_id", "=", room!.id).orderBy("id").execute());
    expect(log.map((row) => row.action)).toEqual(["out-of-order", "back-in-service"]);
  });

  it("moves a stay to a room free on all its nights, of its type or an upgrade, and refuses one taken or out of order", async () => {
    const type = await roomType(3);
    const suite = await roomType(1);
    const arrival = addDays(today(), 50);
    const a = await confirmedStay(type.id, arrival, 3);
    const b = await confirmedStay(type.id, addDays(arrival, 2), 2);
    const [inA] = await stayRooms(a.id);
    const [inB] = await stayRooms(b.id);
    const rooms = await roomsOf(type.id);
    const spare = rooms.find((room) => room.id !== inA!.roomId && room.id !== inB!.roomId)!;
    const move = (id: number, from: number, to: number) => api(url, `/api/reservations/${id}/move`, { method: "POST", token: staff, body: JSON.stringify({ from, to }) });
    // B's room is taken on A's last night.
    const taken = await move(a.id, inA!.roomId, inB!.roomId);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`Not moved: room ${inB!.number} is taken on ${dayText(addDays(arrival, 2), true, "en")}`);
    expect(taken.body.errors.to).toEqual([taken.body.message]);
    // The spare room is out of order on one of A's nights.
    await api(url, `/api/hotel-rooms/${spare.id}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: addDays(arrival, 1), to: addDays(arrival, 2), reason: "Air conditioning" }) });
    const closed = await move(a.id, inA!.roomId, spare.id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(`Not moved: room ${spare.number} is out of order on ${dayText(addDays(arrival, 1), true, "en")}`);
    // B fits the spare room (its nights are after the repair); then A takes B's old room? No: it is free now only for A's first nights. A is upgraded instead.
    const moved = await move(b.id, inB!.roomId, spare.id);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toEqual([expect.objectContaining({ roomId: spare.id, from: addDays(arrival, 2), to: addDays(arrival, 4) })]);
    const [suiteRoom] = await roomsOf(suite.id);
    const upgraded = await move(a.id, inA!.roomId, suiteRoom!.id);
    expect(upgraded.status, JSON.stringify(upgraded.body)).toBe(200);
    expect(upgraded.body.data).toEqual([expect.objectContaining({ roomId: suiteRoom!.id, roomTypeId: suite.id, from: arrival, to: addDays(arrival, 3) })]);
    // The upgrade takes the suite off sale and gives the room back to its type.
    expect(await free(suite.id, arrival, 3)).toEqual([0, 0, 0]);
    expect(await free(type.id, arrival, 4)).toEqual([3, 2, 2, 2]);
    expect((await move(a.id, inA!.roomId, spare.id)).status).toBe(422);
    const log = await withServerDatabase(server, (db) => db.selectFrom("audit_log").select(["action", "subject_label"]).where("subject_type", "=", "reservations").where("subject_id", "=", a.id).where("action", "=", "move").execute());
    expect(log).toEqual([{ action: "move", subject_label: `${a.reference}: room ${inA!.number} to room ${suiteRoom!.number}` }]);
  });

  it("keeps rooms, out of order and moves for staff: anonymous callers get 401, members 403", async () => {
    const member = await createMember(url);
    const type = await roomType(1);
    const [room] = await roomsOf(type.id);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/hotel-rooms"],
      ["POST", "/api/hotel-rooms", { roomTypeId: type.id, number: `X${unique()}` }],
      ["PUT", `/api/hotel-rooms/${room!.id}`, { number: "Z1" }],
      ["DELETE", `/api/hotel-rooms/${room!.id}`],
      ["POST", `/api/hotel-rooms/${room!.id}/out-of-order`, { from: addDays(today(), 1), to: addDays(today(), 2), reason: "x" }],
      ["POST", "/api/reservations/1/move", { from: 1, to: 2 }],
      ["GET", "/api/reservations/1/rooms"],
    ];
    for (const [method, pathname, body] of calls) {
      const init = { method, ...(body ? { body: JSON.stringify(body) } : {}) };
      expect((await api(url, pathname, init)).status, `${method} ${pathname}`).toBe(401);
      expect((await api(url, pathname, { ...init, token: member.token })).status, `${method} ${pathname}`).toBe(403);
    }
    expect(await roomsOf(type.id)).toHaveLength(1);
  });

  it("gives staff a Room numbers screen and a Move form on the Reservations screen that work as plain forms", async () => {
    const type = await roomType(0);
    const cookie = await pageCookie(url);
    const post = (pathname: string, fields: Record<string, string>) =>
      fetch(`${url}${pathname}`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" }).then((res) => res.text());
    const [n1, n2] = [`5${unique()}`, `6${unique()}`];
    expect(await post("/hotel-rooms", { intent: "add-hotel-room", roomTypeId: String(type.id), number: n1, floor: "5", notes: "" })).toContain(`Room ${n1} added`);
    expect(await post("/hotel-rooms", { intent: "add-hotel-room", roomTypeId: String(type.id), number: n2, floor: "6", notes: "Corner" })).toContain(`Room ${n2} added`);
    expect(await post("/hotel-rooms", { intent: "add-hotel-room", roomTypeId: String(type.id), number: n1, floor: "" })).toContain("There is already a room");
    const screen = await (await fetch(`${url}/hotel-rooms?type=${type.id}`, { headers: { cookie } })).text();
    expect(screen).toContain(`>${n1}</h3>`);
    expect(screen).toContain("Corner");
    const [r1] = (await roomsOf(type.id)).filter((room) => room.number === n1);
    const arrival = addDays(today(), 80);
    expect(await post("/hotel-rooms", { intent: "room-out-of-order", id: String(r1!.id), from: addDays(arrival, 5), to: addDays(arrival, 6), reason: "New carpet" })).toContain(`Room ${n1} is out of order`);
    const stay = await confirmedStay(type.id, arrival, 2);
    const inbox = await (await fetch(`${url}/reservations?status=confirmed&arrivalFrom=${arrival}&arrivalTo=${arrival}`, { headers: { cookie } })).text();
    expect(inbox).toContain(`Room <strong>${n1}</strong>`);
    expect(inbox).toContain('list="hotel-room-numbers"');
    expect(await post("/reservations", { intent: "move-stay", id: String(stay.id), from: String(r1!.id), toNumber: "no such room" })).toContain("There is no room “no such room” in the hotel");
    expect(await post("/reservations", { intent: "move-stay", id: String(stay.id), from: String(r1!.id), toNumber: n2.toUpperCase() })).toContain(`Moved ${stay.reference} from room ${n1} to room ${n2}`);
    expect((await stayRooms(stay.id)).map((room) => room.number)).toEqual([n2]);
    const member = await createMember(url);
    const memberCookie = await pageCookie(url, member.email, "Zikomo-Kwambiri-77");
    expect((await fetch(`${url}/hotel-rooms`, { headers: { cookie: memberCookie }, redirect: "manual" })).status).not.toBe(200);
    expect((await fetch(`${url}/hotel-rooms`, { redirect: "manual" })).status).not.toBe(200);
  });

  it("lists the routes in /api/openapi.json", async () => {
    const doc = (await api(url, "/api/openapi.json")).body as { paths: Record<string, unknown> };
    for (const p of ["/api/hotel-rooms", "/api/hotel-rooms/{id}", "/api/hotel-rooms/{id}/out-of-order", "/api/hotel-rooms/{id}/out-of-order/{periodId}", "/api/reservations/{id}/move", "/api/reservations/{id}/rooms"]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
  });
});

/** Two instances on one PostgreSQL database: confirmations through either never share a room. */
describe("room numbers across two instances", () => {
  const postgres = servers().find((s) => s.engine === "postgres");
  let second: RunningServer | undefined;
  let dataDir = "";
  beforeAll(async () => {
    if (!postgres?.databaseUrl) return;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-rooms-b-"));
    second = await startServer({ engine: "postgres", shareWith: { dataDir, databaseUrl: postgres.databaseUrl } });
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("confirms the last room once and gives each confirmed stay its own room, whichever instance confirms", async () => {
    if (!postgres || !second) return;
    const url = postgres.url;
    const [staffA, staffB] = [await loginAsStaff(url), await loginAsStaff(second.url)];
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staffA,
      body: imageForm({ name: `Test Room ${randomUUID().slice(0, 6)}`, fee: "100000", inventory: "2", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    const typeId = created.body.data.id as number;
    const arrival = addDays(hotelDate(), 70);
    const ids: number[] = [];
    for (let k = 0; k < 6; k++) {
      const made = await api(url, "/api/reservations", {
        method: "POST",
        body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 1, children: 0, roomType: typeId, rooms: 1, name: "Chikondi Banda", email: `guest-${randomUUID().slice(0, 6)}@example.com`, phone: "+265 991 234 567" }),
      });
      ids.push(made.body.data.id);
    }
    const results = await Promise.all(ids.map((id, k) => (k % 2 ? api(second!.url, `/api/reservations/${id}/confirm`, { method: "POST", token: staffB }) : api(url, `/api/reservations/${id}/confirm`, { method: "POST", token: staffA }))));
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const nights = await withServerDatabase(postgres, (db) =>
      db.selectFrom("room_nights").innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id").select(["room_nights.hotel_room_id", "room_nights.night", "room_nights.reservation_id"]).where("hotel_rooms.room_type_id", "=", typeId).execute(),
    );
    expect(nights).toHaveLength(4);
    expect(new Set(nights.map((row) => row.hotel_room_id)).size).toBe(2);
    expect(new Set(nights.map((row) => row.reservation_id)).size).toBe(2);
  }, 60_000);
});
