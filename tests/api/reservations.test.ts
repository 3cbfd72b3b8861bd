import { randomUUID } from "node:crypto";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/lib/db.server";
import { hotelDate } from "~/lib/hotel-date";
import { addDays } from "~/features/reservations/stay-rules";
import { api, createMember, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";

type Server = { url: string; dataDir: string; databaseUrl?: string };

/** The running server's own database, for what only the VIP review sets (an active membership). */
async function withDatabase<T>(server: Server, work: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>): Promise<T> {
  const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const today = () => hotelDate();

/** Room availability and reservations (DECISIONS §9) on both engines. */
describe.each(servers())("reservations on $engine", (server) => {
  const { url } = server;
  let staff: string;

  /** A room type of its own per test, so other suites' rooms and stays never count. */
  async function roomType(fields: { fee: number; inventory: number; maxGuests: number }) {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Test Room ${randomUUID().slice(0, 8)}`, fee: String(fields.fee), inventory: String(fields.inventory), maxGuests: String(fields.maxGuests) }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string };
  }
  const search = (query: Record<string, string | number>, token?: string) =>
    api(url, `/api/availability?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token ? { token } : {});

  beforeAll(async () => void (staff = await loginAsStaff(url)));

  it("prices each night at its seasonal rate or the base rate, and counts closed nights as none free", async () => {
    const room = await roomType({ fee: 100_000, inventory: 4, maxGuests: 2 });
    const arrival = addDays(today(), 10);
    await api(url, "/api/seasonal-rates", { method: "POST", token: staff, body: JSON.stringify({ roomId: room.id, startDate: addDays(arrival, 1), endDate: addDays(arrival, 2), rate: 180_000 }) });
    const res = await search({ arrival, departure: addDays(arrival, 3), adults: 2, children: 1, roomType: room.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ arrival, nights: 3, adults: 2, children: 1 });
    expect(res.body.roomTypes).toHaveLength(1);
    const [answer] = res.body.roomTypes;
    // Three guests, two to a room: two rooms.
    expect(answer).toMatchObject({ roomType: { id: room.id, maxGuests: 2 }, roomsNeeded: 2, roomsFree: 4, available: true, currency: "MWK", perRoom: 380_000, subtotal: 760_000, discount: null, total: 760_000, nearestFree: null });
    expect(answer.nights.map((night: { rate: number }) => night.rate)).toEqual([100_000, 180_000, 100_000]);

    await api(url, "/api/room-closures", { method: "POST", token: staff, body: JSON.stringify({ roomId: room.id, startDate: addDays(arrival, 2), endDate: addDays(arrival, 3) }) });
    const closed = (await search({ arrival, departure: addDays(arrival, 3), adults: 2, roomType: room.id })).body.roomTypes[0];
    expect(closed).toMatchObject({ roomsFree: 0, available: false, nearestFree: { arrival: addDays(arrival, -1), departure: addDays(arrival, 2) } });
    expect(closed.nights[2]).toMatchObject({ roomsFree: 0, closed: true });
  });

  it("refuses a stay in the past, backwards, of no nights or longer than 30 nights, with each field's message", async () => {
    const arrival = addDays(today(), 1);
    const errors = async (query: Record<string, string | number>) => {
      const res = await search(query);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errors({ arrival: addDays(today(), -1), departure: arrival })).toEqual({ arrival: ["Arrival must be today or later (hotel time)"] });
    expect(await errors({ arrival, departure: arrival })).toEqual({ departure: ["Departure must be after arrival"] });
    expect(await errors({ arrival, departure: addDays(arrival, 31) })).toEqual({ departure: ["A stay is at most 30 nights; for longer, please contact reservations"] });
    expect(await errors({ arrival: "2026-02-30", departure: arrival })).toMatchObject({ arrival: ["Arrival must be a date (YYYY-MM-DD)"] });
    expect(await errors({ arrival, departure: addDays(arrival, 1), adults: 0 })).toEqual({ adults: ["Adults must be a whole number from 1 to 20"] });
    expect(await errors({ departure: arrival })).toMatchObject({ arrival: ["Arrival date is required"] });
    // Today itself is fine, and 30 nights too.
    expect((await search({ arrival: today(), departure: addDays(today(), 30) })).status).toBe(200);
  });

  it("applies and names the VIP best-rate discount for a signed-in member with an active membership only", async () => {
    const room = await roomType({ fee: 100_001, inventory: 2, maxGuests: 2 });
    const arrival = addDays(today(), 5);
    const query = { arrival, departure: addDays(arrival, 1), adults: 1, roomType: room.id };
    const member = await createMember(url);
    expect((await search(query, member.token)).body.roomTypes[0].discount).toBeNull();

    const me = await api(url, "/api/user", { token: member.token });
    const now = new Date().toISOString();
    await withDatabase(server, (db) =>
      db.insertInto("vip_applications").values({
        user_id: me.body.data.id, title: "Dr", first_name: "Tiwonge", last_name: "Phiri", company: "", postal_address: "P.O. Box 1", cell: "0991234567", cell2: "",
        nationality: "Malawian", birth_date: "1985-04-02", passport_no: "MA1", email: member.email, sms: "Email", signature: "I consent", sales_person: "", department: "Marketing",
        expires: addDays(today(), 100), status: "approved", renewal_status: null, renewal_requested_at: null, created_at: now, updated_at: now,
      } as never).execute(),
    );
    const settings = await api(url, "/api/settings");
    const percent = settings.body.data.vipBestRateDiscountPercent as number;
    const vip = (await search(query, member.token)).body.roomTypes[0];
    expect(vip.discount).toEqual({ name: "VIP best-rate discount", percent, amount: Math.round((100_001 * percent) / 100) });
    expect(vip.total).toBe(100_001 - Math.round((100_001 * percent) / 100));
    // Anonymous visitors pay the rate.
    expect((await search(query)).body.roomTypes[0].discount).toBeNull();
  });
});
