import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { hasStays, hotelNumbers, periodNights, previousYearOf, type ReportPeriod, type StayFacts } from "./hotel-numbers";
import type { HotelReport } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/**
 * How many rooms the hotel had in service each night of the period: every room type's
 * inventory, none on a night a closure covers (as the booking search counts them,
 * availability.server.ts). The one place the reports learn it, so it can read rooms one by
 * one (out of order for dates) when rooms exist, and every figure follows.
 */
export async function roomsInServiceByNight(db: Db, period: ReportPeriod): Promise<Map<string, number>> {
  const end = addDays(period.to, 1);
  const [types, closures] = await Promise.all([
    db.selectFrom("rooms").select(["id", "inventory"]).where("inventory", ">", 0).execute(),
    db.selectFrom("room_closures").select(["room_id", "start_date", "end_date"]).where("start_date", "<", end).where("end_date", ">", period.from).execute(),
  ]);
  const inService = new Map<string, number>();
  for (const night of periodNights(period)) {
    let rooms = 0;
    for (const type of types) {
      const closed = closures.some((closure) => closure.room_id === type.id && closure.start_date <= night && night < closure.end_date);
      if (!closed) rooms += type.inventory;
    }
    inService.set(night, rooms);
  }
  return inService;
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
  const [current, previous] = await Promise.all([numbersOf(db, period), numbersOf(db, previousYearOf(period))]);
  return { currency: "MWK", ...current, previousYear: hasStays(previous) ? previous : null };
}
