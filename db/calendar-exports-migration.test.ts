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
 * Migration 0390 (decision 061) gives every room and room type that exists a calendar address of
 * its own, and the table holds one address per subject, each for a room or a type, never both.
 */
const BEFORE = "0380-email-verified";
const now = "2026-05-01T08:00:00.000Z";

async function migrateTo(db: Kysely<Database>, name: string) {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(name);
  if (error) throw error;
}

async function fillHotel(db: Kysely<Database>) {
  await db.insertInto("rooms").values({ name: "Classic King", name_key: "classic king", fee: 100_000, description: null, image_id: null, inventory: 0, created_at: now, updated_at: now }).execute();
  const type = await db.selectFrom("rooms").select("id").executeTakeFirstOrThrow();
  for (const number of ["101", "102"]) await db.insertInto("hotel_rooms").values({ room_type_id: type.id, number, number_key: number, floor: 1, notes: "", created_at: now, updated_at: now }).execute();
  return type.id;
}

async function expectAddresses(db: Kysely<Database>, typeId: number) {
  const rows = await db.selectFrom("calendar_exports").select(["hotel_room_id", "room_type_id", "token"]).execute();
  const rooms = await db.selectFrom("hotel_rooms").select("id").orderBy("id").execute();
  expect(rows.filter((row) => row.hotel_room_id !== null).map((row) => row.hotel_room_id).sort()).toEqual(rooms.map((room) => room.id));
  expect(rows.filter((row) => row.room_type_id !== null).map((row) => row.room_type_id)).toEqual([typeId]);
  for (const row of rows) expect(row.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect(new Set(rows.map((row) => row.token)).size).toBe(rows.length);
  const row = (values: { hotel_room_id: number | null; room_type_id: number | null }) => ({ ...values, token: `t-${Math.random()}`, created_at: now, updated_at: now });
  await expect(db.insertInto("calendar_exports").values(row({ hotel_room_id: rooms[0]!.id, room_type_id: typeId })).execute()).rejects.toThrow();
  await expect(db.insertInto("calendar_exports").values(row({ hotel_room_id: null, room_type_id: null })).execute()).rejects.toThrow();
  await expect(db.insertInto("calendar_exports").values(row({ hotel_room_id: rooms[0]!.id, room_type_id: null })).execute()).rejects.toThrow();
  // A room removed takes its address with it.
  await db.deleteFrom("hotel_rooms").where("id", "=", rooms[0]!.id).execute();
  expect(await db.selectFrom("calendar_exports").select("id").where("hotel_room_id", "=", rooms[0]!.id).execute()).toEqual([]);
}

describe("migration 0390 (calendar exports)", () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it("on SQLite, gives each room and room type an address", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "calendar-exports-"));
    const handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
    cleanup.push(() => rm(dir, { recursive: true, force: true }), () => handle.close());
    await migrateTo(handle.db, BEFORE);
    const typeId = await fillHotel(handle.db);
    await migrateTo(handle.db, "0390-calendar-exports");
    await expectAddresses(handle.db, typeId);
  });

  it("on PostgreSQL, the same", async () => {
    const throwaway = await createThrowawayDatabase();
    const handle = openDatabase({ databaseUrl: throwaway.url, sqliteFile: "" });
    cleanup.push(() => throwaway.drop(), () => handle.close());
    await migrateTo(handle.db, BEFORE);
    const typeId = await fillHotel(handle.db);
    await migrateTo(handle.db, "0390-calendar-exports");
    await expectAddresses(handle.db, typeId);
  });
});
