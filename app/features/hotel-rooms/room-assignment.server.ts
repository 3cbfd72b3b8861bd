import { type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { fieldWords } from "~/platform/forms/field-words";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { hotelRoomsStaffWords as words } from "~/features/hotel-rooms/hotel-rooms-staff-words";
import { lockRoomTypes } from "~/features/hotel-rooms/hotel-rooms.server";
import { chooseRooms, compareRoomNumbers } from "~/features/hotel-rooms/room-choice";
import { MoveFormSchema, type MoveInput, type StayRoom } from "~/features/hotel-rooms/schema";
import { parseForm } from "~/platform/forms/form-action.server";
import { nightsListText } from "~/features/reservations/stay-text";
import { roomNumberKey } from "~/features/hotel-rooms/room-count";
import { addDays, nightsOf } from "~/features/reservations/stay-rules";
import { isOccupying, OCCUPYING_STATUSES } from "~/features/reservations/stay-statuses";
import { isPostgres } from "~/platform/db/dialect";
import { hotelDate } from "~/lib/dates";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** What the availability of a room type's nights needs from its rooms (decision 058). */
export interface RoomNightFacts {
  /** Out-of-order periods of its rooms, each one room off those nights. */
  outOfOrder: { roomId: number; startDate: string; endDate: string }[];
  /** Rooms of the type held by stays, per night (nights without any are left out). */
  occupied: { night: string; rooms: number }[];
}

/** Out of order and occupied rooms of some room types on the nights from `from` up to `to`. */
export async function roomNightFactsOf(db: Db | Trx, roomTypeIds: readonly number[], from: string, to: string): Promise<Map<number, RoomNightFacts>> {
  const facts = new Map<number, RoomNightFacts>(roomTypeIds.map((id) => [id, { outOfOrder: [], occupied: [] }]));
  if (roomTypeIds.length === 0) return facts;
  const [outOfOrder, occupied] = await Promise.all([
    db
      .selectFrom("room_out_of_order")
      .innerJoin("hotel_rooms", "hotel_rooms.id", "room_out_of_order.hotel_room_id")
      .select(["hotel_rooms.room_type_id", "room_out_of_order.hotel_room_id", "room_out_of_order.start_date", "room_out_of_order.end_date"])
      .where("hotel_rooms.room_type_id", "in", roomTypeIds)
      .where("room_out_of_order.start_date", "<", to)
      .where("room_out_of_order.end_date", ">", from)
      .execute(),
    db
      .selectFrom("room_nights")
      .innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id")
      .innerJoin("reservations", "reservations.id", "room_nights.reservation_id")
      .select((eb) => ["hotel_rooms.room_type_id", "room_nights.night", eb.fn.countAll<number | string>().as("rooms")])
      .where("hotel_rooms.room_type_id", "in", roomTypeIds)
      .where("room_nights.night", ">=", from)
      .where("room_nights.night", "<", to)
      .where("reservations.status", "in", [...OCCUPYING_STATUSES])
      .groupBy(["hotel_rooms.room_type_id", "room_nights.night"])
      .execute(),
  ]);
  for (const period of outOfOrder) facts.get(period.room_type_id)?.outOfOrder.push({ roomId: period.hotel_room_id, startDate: period.start_date, endDate: period.end_date });
  for (const row of occupied) facts.get(row.room_type_id)?.occupied.push({ night: row.night, rooms: Number(row.rooms) });
  return facts;
}

/** The nights of the given rooms that are not free: held by a stay, or out of order. */
async function busyNightsOf(trx: Trx, roomIds: readonly number[], from: string, to: string): Promise<{ held: Map<number, Set<string>>; outOfOrder: Map<number, Set<string>> }> {
  const held = new Map<number, Set<string>>(roomIds.map((id) => [id, new Set<string>()]));
  const outOfOrder = new Map<number, Set<string>>(roomIds.map((id) => [id, new Set<string>()]));
  if (roomIds.length === 0) return { held, outOfOrder };
  // Every row counts, whatever its stay's status: the key (room, night) would refuse a second one.
  const nights = await trx.selectFrom("room_nights").select(["hotel_room_id", "night"]).where("hotel_room_id", "in", roomIds).where("night", ">=", from).where("night", "<", to).execute();
  for (const row of nights) held.get(row.hotel_room_id)?.add(row.night);
  const periods = await trx
    .selectFrom("room_out_of_order")
    .select(["hotel_room_id", "start_date", "end_date"])
    .where("hotel_room_id", "in", roomIds)
    .where("start_date", "<", to)
    .where("end_date", ">", from)
    .execute();
  for (const period of periods) for (const night of nightsOf(period.start_date > from ? period.start_date : from, period.end_date < to ? period.end_date : to)) outOfOrder.get(period.hotel_room_id)?.add(night);
  return { held, outOfOrder };
}

/**
 * Gives a stay just confirmed its rooms, inside the confirming transaction (which holds the room
 * type's lock). The key (room, night) of `room_nights` refuses a room given twice for a night
 * even if a writer forgot the lock.
 */
export async function assignRooms(trx: Trx, stay: { id: number; room_id: number; arrival: string; departure: string; rooms: number }, onNoRoom: () => AppError): Promise<void> {
  const rooms = await trx.selectFrom("hotel_rooms").select(["id", "number", "floor"]).where("room_type_id", "=", stay.room_id).execute();
  const nights = nightsOf(stay.arrival, stay.departure);
  const { held, outOfOrder } = await busyNightsOf(trx, rooms.map((room) => room.id), stay.arrival, stay.departure);
  const slots = chooseRooms(rooms, nights, stay.rooms, (roomId, night) => !held.get(roomId)?.has(night) && !outOfOrder.get(roomId)?.has(night));
  if (!slots) throw onNoRoom();
  const values = slots.flatMap((slot) => [...slot].map(([night, roomId]) => ({ hotel_room_id: roomId, night, reservation_id: stay.id })));
  if (values.length > 0) await insertRoomNights(trx, values, onNoRoom);
}

/**
 * Writes a stay's room nights. Under the room type's lock no other writer can have taken them;
 * if one did anyway (a writer that skipped the lock), the key (room, night) refuses the second
 * and the stay is refused as taken, never given a room twice.
 */
async function insertRoomNights(trx: Trx, values: { hotel_room_id: number; night: string; reservation_id: number }[], onTaken: () => AppError): Promise<void> {
  try {
    await trx.insertInto("room_nights").values(values).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw onTaken();
    throw error;
  }
}

/** Frees a stay's rooms (all its nights, or those from `fromNight` on): a cancellation, a no-show. */
export async function releaseRooms(trx: Trx, reservationId: number, fromNight?: string): Promise<void> {
  let query = trx.deleteFrom("room_nights").where("reservation_id", "=", reservationId);
  if (fromNight !== undefined) query = query.where("night", ">=", fromNight);
  await query.execute();
}

/** The rooms each stay holds, as stretches of consecutive nights in one room. */
export async function roomsOfStays(db: Db | Trx, reservationIds: readonly number[]): Promise<Map<number, StayRoom[]>> {
  const result = new Map<number, StayRoom[]>();
  if (reservationIds.length === 0) return result;
  const rows = await db
    .selectFrom("room_nights")
    .innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["room_nights.reservation_id", "room_nights.night", "hotel_rooms.id as room_id", "hotel_rooms.number", "hotel_rooms.floor", "rooms.id as room_type_id", "rooms.name as room_type_name"])
    .where("room_nights.reservation_id", "in", reservationIds)
    .orderBy("room_nights.reservation_id")
    .orderBy("hotel_rooms.id")
    .orderBy("room_nights.night")
    .execute();
  for (const row of rows) {
    const list = result.get(row.reservation_id) ?? [];
    const last = list.at(-1);
    if (last && last.roomId === row.room_id && last.to === row.night) last.to = addDays(row.night, 1);
    else list.push({ roomId: row.room_id, number: row.number, floor: row.floor, roomTypeId: row.room_type_id, roomTypeName: row.room_type_name, from: row.night, to: addDays(row.night, 1) });
    result.set(row.reservation_id, list);
  }
  for (const list of result.values()) list.sort((a, b) => a.from.localeCompare(b.from) || compareRoomNumbers(a.number, b.number));
  return result;
}

export async function roomsOfStay(db: Db | Trx, reservationId: number): Promise<StayRoom[]> {
  const exists = await db.selectFrom("reservations").select("id").where("id", "=", reservationId).executeTakeFirst();
  if (!exists) throw new AppError("not_found", fieldWords.msg("notFound"));
  return (await roomsOfStays(db, [reservationId])).get(reservationId) ?? [];
}


/** A move refused (409), its message also beside the "to" field. */
const refusedMove = (message: string) => new AppError("conflict", message, { errors: { to: [message] } });

/**
 * Staff move a stay's nights in one room to another room, of its type or another (an upgrade:
 * the guest keeps the price booked). Refused (409) when the new room is held by another stay or
 * out of order on any of those nights; both room types are locked, so a confirmation or another
 * move cannot slip in between the check and the write.
 */
export async function moveStay(db: Db, reservationId: number, input: MoveInput, actor: Viewer): Promise<{ message: string; rooms: StayRoom[] }> {
  const message = await db.transaction().execute(async (trx) => {
    const stay = await trx.selectFrom("reservations").select(["id", "reference", "status"]).where("id", "=", reservationId).executeTakeFirst();
    if (!stay) throw new AppError("not_found", fieldWords.msg("notFound"));
    const [from, to] = await Promise.all(
      [input.from, input.to].map((id) => trx.selectFrom("hotel_rooms").select(["id", "number", "room_type_id"]).where("id", "=", id).executeTakeFirst()),
    );
    if (!from) throw fieldError("from", words.msg("moveFromRequired"));
    if (!to) throw fieldError("to", words.msg("moveToRequired"));
    if (from.id === to.id) throw fieldError("to", words.msg("moveSameRoom", { number: to.number }));
    await lockRoomTypes(trx, [from.room_type_id, to.room_type_id]);
    // Read after the lock, and locked itself on PostgreSQL: a cancellation committed meanwhile is
    // seen, and one that comes later waits for this move, then frees the nights it moved.
    let current = trx.selectFrom("reservations").select("status").where("id", "=", reservationId);
    if (isPostgres(trx)) current = current.forUpdate();
    const { status } = await current.executeTakeFirstOrThrow();
    if (!isOccupying(status)) throw new AppError("conflict", words.msg("moveNotOccupying", { status }));
    const held = (await trx.selectFrom("room_nights").select("night").where("reservation_id", "=", reservationId).where("hotel_room_id", "=", from.id).orderBy("night").execute()).map((row) => row.night);
    if (held.length === 0) throw fieldError("from", words.msg("moveNotAssigned", { number: from.number }));
    // Nights already slept stay where they were slept (the chart, housekeeping and the numbers
    // keep them): a guest in the house moves from tonight on.
    const today = hotelDate();
    const nights = held.filter((night) => night >= today);
    if (nights.length === 0) throw new AppError("conflict", words.msg("moveAllPast", { number: from.number }), { errors: { to: [words.msg("moveAllPast", { number: from.number })] } });
    const first = nights[0] as string;
    const end = addDays(nights.at(-1) as string, 1);
    const busy = await busyNightsOf(trx, [to.id], first, end);
    const { outOfOrder } = busy;
    const closed = nights.filter((night) => outOfOrder.get(to.id)?.has(night));
    if (closed.length > 0) throw refusedMove(words.msg("moveRoomOutOfOrder", { number: to.number, nights: nightsListText(closed) }));
    const taken = nights.filter((night) => busy.held.get(to.id)?.has(night));
    if (taken.length > 0) throw refusedMove(words.msg("moveRoomTaken", { number: to.number, nights: nightsListText(taken) }));
    await trx.deleteFrom("room_nights").where("reservation_id", "=", reservationId).where("hotel_room_id", "=", from.id).where("night", ">=", first).execute();
    await insertRoomNights(trx, nights.map((night) => ({ hotel_room_id: to.id, night, reservation_id: reservationId })), () => new AppError("conflict", words.msg("moveRoomTaken", { number: to.number, nights: nightsListText(nights) })));
    await recordAudit(trx, { actor, action: "move", subjectType: "reservations", subjectId: reservationId, subjectLabel: `${stay.reference}: room ${from.number} to room ${to.number}` });
    return nights.length < held.length
      ? words.msg("movedFromTonight", { reference: stay.reference, from: from.number, to: to.number })
      : words.msg("moved", { reference: stay.reference, from: from.number, to: to.number });
  });
  return { message, rooms: await roomsOfStay(db, reservationId) };
}

/** The Move form of the Reservations screen: the room to go to is typed by its number. */
export async function moveStayFromForm(db: Db, reservationId: number, fields: Record<string, string>, actor: Viewer): Promise<{ message: string; rooms: StayRoom[] }> {
  const input = parseForm(MoveFormSchema, fields);
  const to = await db.selectFrom("hotel_rooms").select("id").where("number_key", "=", roomNumberKey(input.toNumber)).executeTakeFirst();
  if (!to) throw fieldError("toNumber", words.msg("moveRoomUnknown", { number: input.toNumber }));
  return moveStay(db, reservationId, { from: input.from, to: to.id }, actor);
}
