import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { depositsAndRefunds } from "~/features/payments/payment-list.server";
import { hasStays, hotelNumbers, periodNights, previousYearOf, type ReportPeriod, type StayFacts } from "./hotel-numbers";
import type { HotelReport } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The rooms the hotel could sell over a period, asked type by type and night by night. */
export interface RoomsInService {
  /** The room types counted (those with rooms to sell). */
  roomTypeIds: readonly number[];
  /** How many rooms of the type were in service that night. */
  on(roomTypeId: number, night: string): number;
}

/**
 * How many rooms of a type are in service on a night: the type's rooms (its inventory, kept equal
 * to them, decision 058) less those out of order that night, none on a night a closure covers (as
 * the booking search counts them, availability.server.ts). The one place the reports learn it.
 */
export async function roomsInService(db: Db, period: ReportPeriod): Promise<RoomsInService> {
  const end = addDays(period.to, 1);
  const [types, closures, outOfOrder] = await Promise.all([
    db.selectFrom("rooms").select(["id", "inventory"]).where("inventory", ">", 0).execute(),
    db.selectFrom("room_closures").select(["room_id", "start_date", "end_date"]).where("start_date", "<", end).where("end_date", ">", period.from).execute(),
    db
      .selectFrom("room_out_of_order")
      .innerJoin("hotel_rooms", "hotel_rooms.id", "room_out_of_order.hotel_room_id")
      .select(["hotel_rooms.room_type_id", "room_out_of_order.start_date", "room_out_of_order.end_date"])
      .where("room_out_of_order.start_date", "<", end)
      .where("room_out_of_order.end_date", ">", period.from)
      .execute(),
  ]);
  const inventory = new Map(types.map((type) => [type.id, type.inventory]));
  const covers = (range: { start_date: string; end_date: string }, night: string) => range.start_date <= night && night < range.end_date;
  return {
    roomTypeIds: types.map((type) => type.id),
    on(roomTypeId, night) {
      if (closures.some((closure) => closure.room_id === roomTypeId && covers(closure, night))) return 0;
      const away = outOfOrder.filter((period) => period.room_type_id === roomTypeId && covers(period, night)).length;
      return Math.max(0, (inventory.get(roomTypeId) ?? 0) - away);
    },
  };
}

/** The rooms of every type in service each night of the period. */
export async function roomsInServiceByNight(db: Db, period: ReportPeriod): Promise<Map<string, number>> {
  const rooms = await roomsInService(db, period);
  return new Map(periodNights(period).map((night) => [night, rooms.roomTypeIds.reduce((sum, id) => sum + rooms.on(id, night), 0)]));
}

/** Every reservation with a night in the period or arriving in it, whatever its status, as the numbers read it. */
async function staysOf(db: Db, period: ReportPeriod): Promise<StayFacts[]> {
  const rows = await db
    .selectFrom("reservations")
    .select(["arrival", "departure", "rooms", "total", "status", "channel", "created_at"])
    .where("arrival", "<=", period.to)
    .where("departure", ">", period.from)
    .execute();
  return rows.map((row) => ({
    arrival: row.arrival,
    departure: row.departure,
    rooms: row.rooms,
    total: row.total,
    status: row.status,
    channel: row.channel,
    bookedOn: hotelDate(new Date(row.created_at)),
  }));
}

async function numbersOf(db: Db, period: ReportPeriod) {
  const [stays, inService] = await Promise.all([staysOf(db, period), roomsInServiceByNight(db, period)]);
  return hotelNumbers(period, stays, inService);
}

/** The hotel's numbers for a period (DECISIONS §11), with the same dates a year earlier when any stay fell in them. */
export async function hotelReport(db: Db, period: ReportPeriod): Promise<HotelReport> {
  const [current, previous, money] = await Promise.all([numbersOf(db, period), numbersOf(db, previousYearOf(period)), depositsAndRefunds(db, period)]);
  const payments = { depositsTaken: money.deposits, refunds: money.refunds, net: money.deposits - money.refunds };
  return { currency: "MWK", ...current, payments, previousYear: hasStays(previous) ? previous : null };
}
