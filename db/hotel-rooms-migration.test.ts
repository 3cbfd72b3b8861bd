import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../tests/support/start-server";
import type { Database } from "../app/platform/db/db-schema";
import { openDatabase } from "../app/platform/db/db.server";
import { migrations } from "./migrations/index";

/**
 * Migration 0350 (decision 058) gives every room type as many rooms as its inventory and puts
 * the confirmed stays not yet over into rooms, so a hotel's availability is what it was.
 */
const BEFORE = "0340-job-applications";
const now = "2026-05-01T08:00:00.000Z";
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function migrateTo(db: Kysely<Database>, name: string) {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(name);
  if (error) throw error;
}

async function fillHotel(db: Kysely<Database>) {
  const room = (name: string, key: string, inventory: number) => ({ name, name_key: key, fee: 100_000, description: null, image_id: null, inventory, created_at: now, updated_at: now });
  await db.insertInto("rooms").values([room("Classic King", "classic king", 2), room("Lake Villa", "lake villa", 1), room("Not Counted", "not counted", 0)]).execute();
  const types = await db.selectFrom("rooms").select(["id", "name"]).orderBy("id").execute();
  const stay = (k: number, roomId: number, arrival: string, departure: string, status: string, rooms = 1) => ({
    reference: `RS-2026-000${k}`, room_id: roomId, room_name: "x", arrival, departure, adults: 1, children: 0, rooms, guest_name: "Chikondi Banda", email: "c@example.com", phone: "+265 991 234 567",
    special_requests: "", status, total: 0, discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null, decline_reason: null, notes: "", updated_by: null, created_at: now, updated_at: now,
  });
  const [king, villa] = [types[0]!.id, types[1]!.id];
  await db.insertInto("reservations").values([
    stay(1, king, future(5), future(8), "confirmed"),
    stay(2, king, future(6), future(9), "confirmed"),
    stay(3, king, future(6), future(7), "requested"),
    stay(4, villa, future(10), future(12), "confirmed"),
    stay(5, villa, "2020-01-01", "2020-01-03", "confirmed"),
  ]).execute();
  return { king, villa };
}

async function expectRoomsMade(db: Kysely<Database>, ids: { king: number; villa: number }) {
  const rooms = await db.selectFrom("hotel_rooms").select(["room_type_id", "number"]).orderBy("id").execute();
  expect(rooms).toEqual([
    { room_type_id: ids.king, number: "CK-1" },
    { room_type_id: ids.king, number: "CK-2" },
    { room_type_id: ids.villa, number: "LV-1" },
  ]);
  const nights = await db
    .selectFrom("room_nights")
    .innerJoin("reservations", "reservations.id", "room_nights.reservation_id")
    .innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id")
    .select(["reservations.reference", "hotel_rooms.number", "room_nights.night"])
    .orderBy("reservations.reference")
    .orderBy("room_nights.night")
    .execute();
  expect(nights).toEqual([
    ...[5, 6, 7].map((d) => ({ reference: "RS-2026-0001", number: "CK-1", night: future(d) })),
    ...[6, 7, 8].map((d) => ({ reference: "RS-2026-0002", number: "CK-2", night: future(d) })),
    ...[10, 11].map((d) => ({ reference: "RS-2026-0004", number: "LV-1", night: future(d) })),
  ]);
}

describe("migration 0350 (hotel rooms)", () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it("on SQLite, makes each type's rooms and places the confirmed stays not yet over", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hotel-rooms-"));
    const handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
    cleanup.push(() => rm(dir, { recursive: true, force: true }), () => handle.close());
    await migrateTo(handle.db, BEFORE);
    const ids = await fillHotel(handle.db);
    await migrateTo(handle.db, "0350-hotel-rooms");
    await expectRoomsMade(handle.db, ids);
  });

  it("on PostgreSQL, the same", async () => {
    const throwaway = await createThrowawayDatabase();
    const handle = openDatabase({ databaseUrl: throwaway.url, sqliteFile: "" });
    cleanup.push(() => throwaway.drop(), () => handle.close());
    await migrateTo(handle.db, BEFORE);
    const ids = await fillHotel(handle.db);
    await migrateTo(handle.db, "0350-hotel-rooms");
    await expectRoomsMade(handle.db, ids);
  });
});
