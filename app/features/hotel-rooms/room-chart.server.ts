import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { fieldWords } from "~/platform/forms/field-words";
import { isAgencyStay } from "~/features/hotel-rooms/agency-stays";
import { roomsOfStay } from "~/features/hotel-rooms/room-assignment.server";
import { type ChartOutOfOrder, type ChartRoom, type ChartRoomNight, type ChartType, chartWindow, groupRooms, roomRow } from "~/features/hotel-rooms/room-chart";
import { roomChartStaffWords as words } from "~/features/hotel-rooms/room-chart-staff-words";
import { toReservation } from "~/features/reservations/reservations.server";
import type { Reservation } from "~/features/reservations/schema";
import type { StayRoom } from "~/features/hotel-rooms/schema";

type Db = Kysely<Database>;

export interface RoomChart {
  start: string;
  end: string;
  nights: string[];
  today: string;
  types: ChartType[];
  /** Rooms in the hotel, and rooms free (no stay, in service) each night of the window. */
  roomCount: number;
  freeByNight: number[];
}

/**
 * The room chart for the nights from `start` (DECISIONS §11): every room by type and floor, the
 * stays sleeping in them, their out-of-order periods and the types' closures. Four reads
 * whatever the size of the hotel (rooms; room nights joined to their stays in the window; out
 * of order; closures), laid out by the pure `room-chart.ts`.
 */
export async function roomChart(db: Db, start: string): Promise<RoomChart> {
  const { end, nights } = chartWindow(start);
  const [rooms, stayNights, periods, closures] = await Promise.all([
    db
      .selectFrom("hotel_rooms")
      .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
      .select(["hotel_rooms.id", "hotel_rooms.number", "hotel_rooms.floor", "rooms.id as type_id", "rooms.name as type_name"])
      .execute(),
    // Every row holds its room, whatever its stay's status: the key (room, night) lets no other in.
    db
      .selectFrom("room_nights")
      .innerJoin("reservations", "reservations.id", "room_nights.reservation_id")
      .select([
        "room_nights.hotel_room_id",
        "room_nights.night",
        "reservations.id",
        "reservations.reference",
        "reservations.guest_name",
        "reservations.status",
        "reservations.channel",
        "reservations.arrival",
        "reservations.departure",
      ])
      .where("room_nights.night", ">=", start)
      .where("room_nights.night", "<", end)
      .execute(),
    db.selectFrom("room_out_of_order").select(["id", "hotel_room_id", "start_date", "end_date", "reason"]).where("start_date", "<", end).where("end_date", ">", start).execute(),
    db.selectFrom("room_closures").select(["room_id", "start_date", "end_date", "note"]).where("start_date", "<", end).where("end_date", ">", start).execute(),
  ]);

  const nightsOfRoom = new Map<number, ChartRoomNight[]>();
  for (const row of stayNights) {
    const list = nightsOfRoom.get(row.hotel_room_id) ?? [];
    list.push({ roomId: row.hotel_room_id, night: row.night, stayId: row.id, reference: row.reference, guest: row.guest_name, status: row.status, channel: row.channel, arrival: row.arrival, departure: row.departure });
    nightsOfRoom.set(row.hotel_room_id, list);
  }
  const periodsOfRoom = new Map<number, ChartOutOfOrder[]>();
  for (const row of periods) {
    const list = periodsOfRoom.get(row.hotel_room_id) ?? [];
    list.push({ id: row.id, roomId: row.hotel_room_id, from: row.start_date, to: row.end_date, reason: row.reason });
    periodsOfRoom.set(row.hotel_room_id, list);
  }

  const chartRooms: ChartRoom[] = rooms.map((room) => ({ id: room.id, number: room.number, floor: room.floor, typeId: room.type_id, typeName: room.type_name }));
  const freeByNight = nights.map(() => 0);
  const types: ChartType[] = groupRooms(chartRooms).map((type) => ({
    id: type.id,
    name: type.name,
    rooms: type.floors.reduce((sum, floor) => sum + floor.rooms.length, 0),
    closed: nights.flatMap((night) => {
      const closure = closures.find((c) => c.room_id === type.id && c.start_date <= night && night < c.end_date);
      return closure ? [{ night, note: closure.note ?? "" }] : [];
    }),
    floors: type.floors.map((floor) => ({
      floor: floor.floor,
      rows: floor.rooms.map((room) => {
        const cells = roomRow(nights, nightsOfRoom.get(room.id) ?? [], periodsOfRoom.get(room.id) ?? [], isAgencyStay);
        let index = 0;
        for (const cell of cells) {
          if (cell.kind === "free") freeByNight[index] = (freeByNight[index] ?? 0) + 1;
          index += cell.span;
        }
        return { room, cells };
      }),
    })),
  }));
  return { start, end, nights, today: hotelDate(), types, roomCount: rooms.length, freeByNight };
}

/** A room a stay may move to: free (no stay, in service) on every night of the stretch, with its type. */
export interface MoveChoice {
  id: number;
  number: string;
  floor: number | null;
  typeId: number;
  typeName: string;
  /** Dearer than the type the stay was booked as: the guest is upgraded at the price booked. */
  upgrade: boolean;
}

export interface StayDetail {
  stay: Reservation;
  channel: string;
  agency: boolean;
  today: string;
  rooms: StayRoom[];
  /** Per stretch of the stay's rooms (same order as `rooms`), the rooms it may move to. */
  moveChoices: MoveChoice[][];
}

/** The rooms free on every night from `from` up to `to`, in the chart's order. */
async function roomsFreeBetween(db: Db, from: string, to: string, bookedFee: number | null): Promise<MoveChoice[]> {
  const rows = await db
    .selectFrom("hotel_rooms")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["hotel_rooms.id", "hotel_rooms.number", "hotel_rooms.floor", "rooms.id as type_id", "rooms.name as type_name", "rooms.fee"])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("room_nights").select("room_nights.night").whereRef("room_nights.hotel_room_id", "=", "hotel_rooms.id").where("room_nights.night", ">=", from).where("room_nights.night", "<", to))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("room_out_of_order").select("room_out_of_order.id").whereRef("room_out_of_order.hotel_room_id", "=", "hotel_rooms.id").where("room_out_of_order.start_date", "<", to).where("room_out_of_order.end_date", ">", from))),
    )
    .execute();
  const grouped = groupRooms(rows.map((row) => ({ id: row.id, number: row.number, floor: row.floor, typeId: row.type_id, typeName: row.type_name })));
  const feeOf = new Map(rows.map((row) => [row.type_id, row.fee]));
  return grouped.flatMap((type) => type.floors.flatMap((floor) => floor.rooms.map((room) => ({ ...room, upgrade: bookedFee !== null && (feeOf.get(type.id) ?? 0) > bookedFee }))));
}

/** One stay as the chart opens it: its facts, the rooms it holds, and where each stretch could move. */
export async function stayDetail(db: Db, id: number): Promise<StayDetail> {
  const row = await db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  const [rooms, booked] = await Promise.all([
    roomsOfStay(db, id),
    row.room_id === null ? undefined : db.selectFrom("rooms").select("fee").where("id", "=", row.room_id).executeTakeFirst(),
  ]);
  // A stretch moves from tonight on (room-assignment.server.ts): its rooms need to be free from then.
  const today = hotelDate();
  const moveChoices = await Promise.all(rooms.map((room) => (room.to <= today ? [] : roomsFreeBetween(db, room.from > today ? room.from : today, room.to, booked?.fee ?? null))));
  return { stay: toReservation(row), channel: row.channel, agency: isAgencyStay(row), today, rooms, moveChoices };
}

/**
 * The chart's notice after a move it redirected from (post/redirect/get): said only while it is
 * still true (the stay is in the room it was moved to), so a link opened later says nothing stale.
 */
export async function roomMovedNotice(db: Db, stayId: number, roomId: number): Promise<string | null> {
  const row = await db
    .selectFrom("room_nights")
    .innerJoin("reservations", "reservations.id", "room_nights.reservation_id")
    .innerJoin("hotel_rooms", "hotel_rooms.id", "room_nights.hotel_room_id")
    .select(["reservations.reference", "reservations.guest_name", "hotel_rooms.number"])
    .where("room_nights.reservation_id", "=", stayId)
    .where("room_nights.hotel_room_id", "=", roomId)
    .executeTakeFirst();
  return row ? words.msg("stayMoved", { reference: row.reference, guest: row.guest_name, number: row.number }) : null;
}
