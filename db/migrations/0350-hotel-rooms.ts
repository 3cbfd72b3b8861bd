import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/*
 * Real rooms (DECISIONS §11, docs/decisions/058-room-assignment.md): each room type has its
 * rooms (number or name, floor, notes), each room its out-of-order periods, and each night a
 * confirmed stay sleeps in a room is one row of `room_nights`, whose key (room, night) means
 * no room is ever given twice for one night, on either engine, whoever writes it.
 *
 * So that nothing changes for a hotel that already sells rooms, every room type gets as many
 * rooms as its inventory ("CK-1", "CK-2"… from its name's initials, staff rename them), and the
 * confirmed stays not yet over are put in rooms, earliest arrival first, a stay in one room
 * when one is free on all its nights.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("hotel_rooms"))
      .addColumn("room_type_id", "integer", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("number", "text", (c) => c.notNull())
      // The number as compared: trimmed, lower case; one "204" in the hotel.
      .addColumn("number_key", "text", (c) => c.notNull().unique())
      .addColumn("floor", "integer")
      .addColumn("notes", "text", (c) => c.notNull().defaultTo("")),
  ).execute();
  await db.schema.createIndex("hotel_rooms_type").on("hotel_rooms").column("room_type_id").execute();
  await withTimestamps(
    withId(db, db.schema.createTable("room_out_of_order"))
      .addColumn("hotel_room_id", "integer", (c) => c.notNull().references("hotel_rooms.id").onDelete("cascade"))
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null")),
  ).execute();
  await db.schema.createIndex("room_out_of_order_room_dates").on("room_out_of_order").columns(["hotel_room_id", "start_date"]).execute();
  await db.schema
    .createTable("room_nights")
    .addColumn("hotel_room_id", "integer", (c) => c.notNull().references("hotel_rooms.id").onDelete("cascade"))
    .addColumn("night", "text", (c) => c.notNull())
    .addColumn("reservation_id", "integer", (c) => c.notNull().references("reservations.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("room_nights_room_night", ["hotel_room_id", "night"])
    .execute();
  await db.schema.createIndex("room_nights_reservation").on("room_nights").column("reservation_id").execute();
  await db.schema.createIndex("room_nights_night").on("room_nights").column("night").execute();
  await createRoomsForExistingTypes(db as Kysely<LegacyDb>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("room_nights").ifExists().execute();
  await db.schema.dropTable("room_out_of_order").ifExists().execute();
  await db.schema.dropTable("hotel_rooms").ifExists().execute();
}

interface LegacyDb {
  rooms: { id: number; name: string; inventory: number };
  hotel_rooms: { id?: number; room_type_id: number; number: string; number_key: string; floor: number | null; notes: string; created_at: string; updated_at: string };
  reservations: { id: number; room_id: number | null; arrival: string; departure: string; rooms: number; status: string };
  room_nights: { hotel_room_id: number; night: string; reservation_id: number };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0).toUpperCase())
    .join("")
    .slice(0, 4) || "R";

function addDay(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

async function createRoomsForExistingTypes(db: Kysely<LegacyDb>): Promise<void> {
  const now = new Date().toISOString();
  const types = await db.selectFrom("rooms").select(["id", "name", "inventory"]).where("inventory", ">", 0).orderBy("id").execute();
  const taken = new Set<string>();
  for (const type of types) {
    const roomIds: number[] = [];
    let next = 1;
    for (let made = 0; made < type.inventory; made += 1) {
      let number = `${initials(type.name)}-${next}`;
      while (taken.has(number.toLowerCase())) number = `${initials(type.name)}-${(next += 1)}`;
      next += 1;
      taken.add(number.toLowerCase());
      const row = await db
        .insertInto("hotel_rooms")
        .values({ room_type_id: type.id, number, number_key: number.toLowerCase(), floor: null, notes: "", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      roomIds.push(Number(row.id));
    }
    // Yesterday in UTC is early enough for "not yet over" in Africa/Blantyre (UTC+2).
    const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const stays = await db
      .selectFrom("reservations")
      .select(["id", "arrival", "departure", "rooms"])
      .where("room_id", "=", type.id)
      .where("status", "=", "confirmed")
      .where("departure", ">", since)
      .orderBy("arrival")
      .orderBy("id")
      .execute();
    const busy = new Map<number, Set<string>>(roomIds.map((id) => [id, new Set<string>()]));
    for (const stay of stays) {
      const nights: string[] = [];
      for (let night = stay.arrival; night < stay.departure; night = addDay(night)) nights.push(night);
      for (let slot = 0; slot < stay.rooms; slot += 1) {
        const whole = roomIds.find((id) => nights.every((night) => !busy.get(id)?.has(night)));
        for (const night of nights) {
          const room = whole ?? roomIds.find((id) => !busy.get(id)?.has(night));
          // An overbooked night (possible only if data was written by hand) stays unassigned.
          if (room === undefined) continue;
          busy.get(room)?.add(night);
          await db.insertInto("room_nights").values({ hotel_room_id: room, night, reservation_id: stay.id }).execute();
        }
      }
    }
  }
}
