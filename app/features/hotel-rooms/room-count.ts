import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { hotelRoomsStaffWords } from "~/features/hotel-rooms/hotel-rooms-staff-words";

/*
 * A room type's inventory is the number of its rooms (decision 058). Staff (and older API
 * clients) may still give a count on the room type: the rooms are made or removed to match it,
 * in the room type's own write transaction. Isomorphic on purpose: the room type's declaration
 * names this function and the back-office's pages read that declaration; only the transaction
 * it is handed reaches the database.
 */

/** "Classic King" → "CK": the start of a made-up room number, until staff rename it. */
export function roomNumberPrefix(typeName: string): string {
  return (
    typeName
      .split(/\s+/)
      .map((word) => word.replace(/[^A-Za-z0-9]/g, "").charAt(0).toUpperCase())
      .join("")
      .slice(0, 4) || "R"
  );
}

export const roomNumberKey = (number: string) => number.trim().toLowerCase();

/** Sets the type's `inventory` to the number of its rooms, after any room was added or removed. */
export async function recountRooms(trx: Transaction<Database>, roomTypeId: number): Promise<number> {
  const row = await trx.selectFrom("hotel_rooms").select((eb) => eb.fn.countAll<number | string>().as("count")).where("room_type_id", "=", roomTypeId).executeTakeFirst();
  const count = Number(row?.count ?? 0);
  await trx.updateTable("rooms").set({ inventory: count }).where("id", "=", roomTypeId).execute();
  return count;
}

/**
 * Makes the type have `count` rooms: new ones numbered from the type's initials ("CK-3"), or
 * the newest rooms without stays from today on removed; refused (422 on `inventory`) when too
 * few rooms are free of stays to go down to `count`.
 */
export async function matchRoomCount(trx: Transaction<Database>, roomTypeId: number, count: number): Promise<void> {
  const type = await trx.selectFrom("rooms").select(["id", "name"]).where("id", "=", roomTypeId).executeTakeFirst();
  if (!type) return;
  const rooms = await trx.selectFrom("hotel_rooms").select(["id", "number"]).where("room_type_id", "=", roomTypeId).orderBy("id", "desc").execute();
  if (rooms.length < count) {
    const prefix = roomNumberPrefix(type.name);
    const taken = new Set(
      (await trx.selectFrom("hotel_rooms").select("number_key").where("number_key", "like", `${prefix.toLowerCase()}-%`).execute()).map((room) => room.number_key),
    );
    const now = new Date().toISOString();
    let next = 1;
    for (let made = rooms.length; made < count; made += 1) {
      while (taken.has(`${prefix}-${next}`.toLowerCase())) next += 1;
      const number = `${prefix}-${next}`;
      taken.add(number.toLowerCase());
      await trx.insertInto("hotel_rooms").values({ room_type_id: roomTypeId, number, number_key: roomNumberKey(number), floor: null, notes: "", created_at: now, updated_at: now }).execute();
    }
  } else if (rooms.length > count) {
    const busy = new Set(
      (await trx.selectFrom("room_nights").innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id").select("room_nights.hotel_room_id").where("hotel_rooms.room_type_id", "=", roomTypeId).where("room_nights.night", ">=", hotelDate()).execute()).map(
        (row) => row.hotel_room_id,
      ),
    );
    const removable = rooms.filter((room) => !busy.has(room.id));
    const excess = rooms.length - count;
    if (removable.length < excess) throw fieldError("inventory", hotelRoomsStaffWords.msg("inventoryHasStays", { removable: removable.length, count }));
    await trx.deleteFrom("hotel_rooms").where("id", "in", removable.slice(0, excess).map((room) => room.id)).execute();
  }
  await recountRooms(trx, roomTypeId);
}
