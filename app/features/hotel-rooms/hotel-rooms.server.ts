import { type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { fieldWords } from "~/platform/forms/field-words";
import { hotelRoomsStaffWords as words } from "~/features/hotel-rooms/hotel-rooms-staff-words";
import { recountRooms, roomNumberKey } from "~/features/hotel-rooms/room-count";
import { compareRoomNumbers } from "~/features/hotel-rooms/room-choice";
import type { HotelRoom, HotelRoomInput, HotelRoomUpdate, OutOfOrder, OutOfOrderInput } from "~/features/hotel-rooms/schema";
import { OCCUPYING_STATUSES } from "~/features/reservations/stay-statuses";
import { isPostgres } from "~/platform/db/dialect";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;


/**
 * Locks room types' rows until the transaction ends (FOR UPDATE on PostgreSQL, in id order so
 * two writers never wait on each other crosswise; SQLite writes one transaction at a time). Every
 * write that gives or takes a room's nights (a confirmation, a move, out of order, a room added
 * or removed) takes this lock first, as the confirmation always has (decision 035), so each reads
 * the nights as the one before it left them.
 */
export async function lockRoomTypes(trx: Trx, roomTypeIds: readonly number[]): Promise<void> {
  const ids = [...new Set(roomTypeIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  let query = trx.selectFrom("rooms").select("id").where("id", "in", ids).orderBy("id");
  if (isPostgres(trx)) query = query.forUpdate();
  await query.execute();
}

const roomLabel = (room: { number: string; room_type_name?: string }) => (room.room_type_name ? `Room ${room.number} (${room.room_type_name})` : `Room ${room.number}`);


/** Rooms by type (the order of the Rooms screen), then floor (none last) and number. */
function byTypeFloorNumber(a: HotelRoom, b: HotelRoom): number {
  if (a.roomTypeId !== b.roomTypeId) return a.roomTypeName.localeCompare(b.roomTypeName);
  const floorA = a.floor ?? Number.MAX_SAFE_INTEGER;
  const floorB = b.floor ?? Number.MAX_SAFE_INTEGER;
  return floorA - floorB || compareRoomNumbers(a.number, b.number);
}

/** The hotel's rooms (or one type's), each with its out-of-order periods not yet over. */
export async function listHotelRooms(db: Db | Trx, filter: { roomType?: number; id?: number } = {}): Promise<HotelRoom[]> {
  let query = db
    .selectFrom("hotel_rooms")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["hotel_rooms.id", "hotel_rooms.room_type_id", "rooms.name as room_type_name", "hotel_rooms.number", "hotel_rooms.floor", "hotel_rooms.notes"]);
  if (filter.roomType !== undefined) query = query.where("hotel_rooms.room_type_id", "=", filter.roomType);
  if (filter.id !== undefined) query = query.where("hotel_rooms.id", "=", filter.id);
  const rows = await query.execute();
  const periods = new Map<number, OutOfOrder[]>();
  if (rows.length > 0) {
    let ooo = db
      .selectFrom("room_out_of_order")
      .leftJoin("users", "users.id", "room_out_of_order.created_by")
      .select(["room_out_of_order.id", "room_out_of_order.hotel_room_id", "room_out_of_order.start_date", "room_out_of_order.end_date", "room_out_of_order.reason", "room_out_of_order.created_at", "users.name as created_by_name"])
      .where("room_out_of_order.end_date", ">", hotelDate());
    if (filter.roomType !== undefined || filter.id !== undefined) ooo = ooo.where("room_out_of_order.hotel_room_id", "in", rows.map((row) => row.id));
    for (const period of await ooo.orderBy("room_out_of_order.start_date").orderBy("room_out_of_order.id").execute()) {
      const list = periods.get(period.hotel_room_id) ?? [];
      list.push({ id: period.id, from: period.start_date, to: period.end_date, reason: period.reason, createdBy: period.created_by_name ?? null, createdAt: period.created_at });
      periods.set(period.hotel_room_id, list);
    }
  }
  return rows
    .map((row) => ({ id: row.id, roomTypeId: row.room_type_id, roomTypeName: row.room_type_name, number: row.number, floor: row.floor, notes: row.notes, outOfOrder: periods.get(row.id) ?? [] }))
    .sort(byTypeFloorNumber);
}

export async function getHotelRoom(db: Db | Trx, id: number): Promise<HotelRoom> {
  const [room] = await listHotelRooms(db, { id });
  if (!room) throw new AppError("not_found", fieldWords.msg("notFound"));
  return room;
}

/** One room "204" in the hotel: a second one is refused on `number`, whoever writes it first. */
async function refuseTakenNumber<T>(number: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("number", words.msg("roomNumberTaken", { number }));
    throw error;
  }
}

async function requireRoomRow(trx: Trx, id: number) {
  const room = await trx
    .selectFrom("hotel_rooms")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["hotel_rooms.id", "hotel_rooms.room_type_id", "hotel_rooms.number", "rooms.name as room_type_name"])
    .where("hotel_rooms.id", "=", id)
    .executeTakeFirst();
  if (!room) throw new AppError("not_found", fieldWords.msg("notFound"));
  return room;
}

/** References of the stays holding a room on nights from `from` (to `to`, exclusive, when given). */
async function staysInRoom(trx: Trx, roomId: number, from: string, to?: string): Promise<string[]> {
  let query = trx
    .selectFrom("room_nights")
    .innerJoin("reservations", "reservations.id", "room_nights.reservation_id")
    .select("reservations.reference")
    .distinct()
    .where("room_nights.hotel_room_id", "=", roomId)
    .where("room_nights.night", ">=", from)
    .where("reservations.status", "in", [...OCCUPYING_STATUSES]);
  if (to !== undefined) query = query.where("room_nights.night", "<", to);
  return (await query.orderBy("reservations.reference").execute()).map((row) => row.reference);
}

/** Staff add a room to a type: the type's inventory grows by one. */
export async function addHotelRoom(db: Db, input: HotelRoomInput, actor: Viewer): Promise<HotelRoom> {
  const id = await refuseTakenNumber(input.number, () =>
    db.transaction().execute(async (trx) => {
      const type = await trx.selectFrom("rooms").select(["id", "name"]).where("id", "=", input.roomTypeId).executeTakeFirst();
      if (!type) throw fieldError("roomTypeId", words.msg("roomTypeUnknown"));
      await lockRoomTypes(trx, [type.id]);
      const now = new Date().toISOString();
      const row = await trx
        .insertInto("hotel_rooms")
        .values({ room_type_id: type.id, number: input.number, number_key: roomNumberKey(input.number), floor: input.floor ?? null, notes: input.notes ?? "", created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recountRooms(trx, type.id);
      await recordAudit(trx, { actor, action: "create", subjectType: "hotel_rooms", subjectId: row.id, subjectLabel: roomLabel({ number: input.number, room_type_name: type.name }) });
      return row.id;
    }),
  );
  return getHotelRoom(db, id);
}

/** Staff rename a room, change its floor or its notes. */
export async function updateHotelRoom(db: Db, id: number, input: HotelRoomUpdate, actor: Viewer): Promise<HotelRoom> {
  await refuseTakenNumber(input.number, () =>
    db.transaction().execute(async (trx) => {
      const before = await requireRoomRow(trx, id);
      await trx
        .updateTable("hotel_rooms")
        .set({ number: input.number, number_key: roomNumberKey(input.number), floor: input.floor ?? null, notes: input.notes ?? "", updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      const label = before.number === input.number ? roomLabel({ number: input.number, room_type_name: before.room_type_name }) : `Room ${before.number} renamed ${input.number}`;
      await recordAudit(trx, { actor, action: "update", subjectType: "hotel_rooms", subjectId: id, subjectLabel: label });
    }),
  );
  return getHotelRoom(db, id);
}

/** Staff remove a room without stays from today on; its type's inventory shrinks by one. */
export async function removeHotelRoom(db: Db, id: number, actor: Viewer): Promise<{ number: string }> {
  return db.transaction().execute(async (trx) => {
    const room = await requireRoomRow(trx, id);
    await lockRoomTypes(trx, [room.room_type_id]);
    const stays = await staysInRoom(trx, id, hotelDate());
    if (stays.length > 0) throw new AppError("conflict", words.msg("roomHasStays", { number: room.number, references: stays.join(", ") }));
    await recordAudit(trx, { actor, action: "delete", subjectType: "hotel_rooms", subjectId: id, subjectLabel: roomLabel(room) });
    await trx.deleteFrom("hotel_rooms").where("id", "=", id).execute();
    await recountRooms(trx, room.room_type_id);
    return { number: room.number };
  });
}

/**
 * Staff take a room out of order for some nights, with a reason: refused (409) while a stay
 * holds the room on any of them (move it first) or the room is already out of order on one.
 * The room type has one room fewer to sell on those nights.
 */
export async function takeOutOfOrder(db: Db, id: number, input: OutOfOrderInput, actor: Viewer): Promise<HotelRoom> {
  await db.transaction().execute(async (trx) => {
    const room = await requireRoomRow(trx, id);
    await lockRoomTypes(trx, [room.room_type_id]);
    const stays = await staysInRoom(trx, id, input.from, input.to);
    if (stays.length > 0) throw new AppError("conflict", words.msg("outOfOrderHasStays", { number: room.number, references: stays.join(", ") }));
    const overlap = await trx.selectFrom("room_out_of_order").select("id").where("hotel_room_id", "=", id).where("start_date", "<", input.to).where("end_date", ">", input.from).executeTakeFirst();
    if (overlap) throw new AppError("conflict", words.msg("outOfOrderOverlaps", { number: room.number }));
    const now = new Date().toISOString();
    const period = await trx
      .insertInto("room_out_of_order")
      .values({ hotel_room_id: id, start_date: input.from, end_date: input.to, reason: input.reason, created_by: actor.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: "out-of-order", subjectType: "hotel_rooms", subjectId: id, subjectLabel: `Room ${room.number}: ${input.from} to ${input.to}, ${input.reason} (#${period.id})` });
  });
  return getHotelRoom(db, id);
}

/** Staff bring a room back: its out-of-order period is withdrawn and its nights are sold again. */
export async function bringBackInService(db: Db, id: number, periodId: number, actor: Viewer): Promise<HotelRoom> {
  await db.transaction().execute(async (trx) => {
    const room = await requireRoomRow(trx, id);
    await lockRoomTypes(trx, [room.room_type_id]);
    const period = await trx.deleteFrom("room_out_of_order").where("id", "=", periodId).where("hotel_room_id", "=", id).returning(["start_date", "end_date"]).executeTakeFirst();
    if (!period) throw new AppError("not_found", words.msg("outOfOrderUnknown"));
    await recordAudit(trx, { actor, action: "back-in-service", subjectType: "hotel_rooms", subjectId: id, subjectLabel: `Room ${room.number}: ${period.start_date} to ${period.end_date}` });
  });
  return getHotelRoom(db, id);
}

/** Every room's number and type, in the order of the Room numbers screen (the Move forms' suggestions). */
export async function listRoomNumbers(db: Db): Promise<{ number: string; roomTypeName: string }[]> {
  const rows = await db
    .selectFrom("hotel_rooms")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["hotel_rooms.number", "hotel_rooms.floor", "rooms.name as room_type_name"])
    .execute();
  return rows
    .sort((a, b) => a.room_type_name.localeCompare(b.room_type_name) || (a.floor ?? Number.MAX_SAFE_INTEGER) - (b.floor ?? Number.MAX_SAFE_INTEGER) || compareRoomNumbers(a.number, b.number))
    .map((row) => ({ number: row.number, roomTypeName: row.room_type_name }));
}

/** The room types with their number of rooms, cheapest first (the tabs of the Room numbers screen). */
export async function listRoomTypeCounts(db: Db): Promise<{ id: number; name: string; inventory: number }[]> {
  return db.selectFrom("rooms").select(["id", "name", "inventory"]).orderBy("fee").orderBy("name").execute();
}
