import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import type { Availability, RoomAvailability, StaySearch } from "~/features/reservations/schema";
import { fieldError } from "~/lib/errors";
import { addDays, nearestFreeStay, type NightFacts, nightsBetween, quoteStay, roomsNeededFor } from "~/features/reservations/stay-rules";
import { membershipStateOf } from "~/features/vip/schema";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { roomNightFactsOf } from "~/features/hotel-rooms/room-assignment.server";

type Db = Kysely<Database> | Transaction<Database>;

/** How far either side of the asked stay the nearest free dates are looked for. */
const NEAREST_REACH_DAYS = 14;

/** What the best-rate discount is called wherever it is shown (DECISIONS §9: "applied and named"). */
export const VIP_DISCOUNT_NAME = "VIP best-rate discount";

/**
 * The VIP best-rate discount a viewer is owed: the settings' percentage for a signed-in member
 * with an active membership (approved, expiring today or later on the hotel's calendar, as the
 * VIP Club pages decide it), else none.
 */
export async function vipDiscountFor(db: Db, viewer: Viewer | null): Promise<number> {
  if (!viewer) return 0;
  const today = hotelDate();
  const memberships = await db.selectFrom("vip_applications").select(["status", "expires", "renewal_status"]).where("user_id", "=", viewer.id).execute();
  const active = memberships.some((row) => {
    const state = membershipStateOf({ status: row.status as "approved", expires: row.expires, renewalStatus: row.renewal_status as "approved" | null }, today);
    // A renewal under review does not end a membership that has not expired yet.
    return state === "active" || (state === "renewal-pending" && row.status === "approved" && row.expires !== null && row.expires >= today);
  });
  if (!active) return 0;
  return (await getSiteSettings(db as Kysely<Database>)).vipBestRateDiscountPercent;
}

export interface RoomTypeRow {
  id: number;
  name: string;
  fee: number;
  inventory: number;
  max_guests: number;
}

/**
 * Rates, closures, out-of-order rooms and rooms held by stays (decision 058: the nights of
 * `room_nights` whose stay has an occupying status) of some room types, on the nights from
 * `from` to `to` (exclusive).
 */
export async function nightFactsOf(db: Db, roomIds: readonly number[], from: string, to: string): Promise<Map<number, NightFacts>> {
  const facts = new Map<number, { rates: NightFacts["rates"][number][]; closures: NightFacts["closures"][number][]; confirmed: NightFacts["confirmed"][number][]; outOfOrder: NonNullable<NightFacts["outOfOrder"]>[number][] }>();
  for (const id of roomIds) facts.set(id, { rates: [], closures: [], confirmed: [], outOfOrder: [] });
  if (roomIds.length === 0) return facts;
  const [rates, closures, rooms] = await Promise.all([
    db.selectFrom("seasonal_rates").select(["id", "room_id", "start_date", "end_date", "rate"]).where("room_id", "in", roomIds).where("start_date", "<", to).where("end_date", ">", from).execute(),
    db.selectFrom("room_closures").select(["room_id", "start_date", "end_date"]).where("room_id", "in", roomIds).where("start_date", "<", to).where("end_date", ">", from).execute(),
    roomNightFactsOf(db, roomIds, from, to),
  ]);
  for (const rate of rates) facts.get(rate.room_id)?.rates.push({ id: rate.id, startDate: rate.start_date, endDate: rate.end_date, rate: rate.rate });
  for (const closure of closures) facts.get(closure.room_id)?.closures.push({ startDate: closure.start_date, endDate: closure.end_date });
  for (const [typeId, roomFacts] of rooms) {
    const target = facts.get(typeId);
    if (!target) continue;
    for (const night of roomFacts.occupied) target.confirmed.push({ arrival: night.night, departure: addDays(night.night, 1), rooms: night.rooms });
    target.outOfOrder.push(...roomFacts.outOfOrder);
  }
  return facts;
}

/** One room type's answer for a stay of `rooms` rooms (or as many as the party needs). */
export function availabilityOf(room: RoomTypeRow, facts: NightFacts, stay: StaySearch, discountPercent: number, rooms?: number): RoomAvailability {
  const roomsNeeded = rooms ?? roomsNeededFor(stay.adults + stay.children, room.max_guests);
  const quote = quoteStay({ inventory: room.inventory, fee: room.fee }, facts, stay.arrival, stay.departure, roomsNeeded, discountPercent);
  const available = quote.roomsFree >= roomsNeeded;
  return {
    roomType: { id: room.id, name: room.name, maxGuests: room.max_guests },
    roomsNeeded,
    roomsFree: quote.roomsFree,
    available,
    nights: quote.nights,
    currency: "MWK",
    perRoom: quote.perRoom,
    subtotal: quote.subtotal,
    discount: discountPercent > 0 ? { name: VIP_DISCOUNT_NAME, percent: discountPercent, amount: quote.discount } : null,
    total: quote.total,
    nearestFree: available
      ? null
      : nearestFreeStay({ inventory: room.inventory, fee: room.fee }, facts, { arrival: stay.arrival, departure: stay.departure, rooms: roomsNeeded }, hotelDate(), NEAREST_REACH_DAYS),
  };
}

/**
 * DECISIONS §9's search: every room type the hotel sells (inventory above 0), or the one asked
 * for, with the rooms free each night, the rate of each night and the stay's price in kwacha.
 */
/** Refuses (422, under `arrival`) a stay starting beyond the booking horizon of the settings. */
export async function requireArrivalWithinHorizon(db: Db | Transaction<Database>, arrival: string): Promise<void> {
  const latest = addDays(hotelDate(), (await getSiteSettings(db)).bookingHorizonDays);
  if (arrival > latest) throw fieldError("arrival", reservationsWords.msg("arrivalBeyondHorizon", { latest }));
}

/** The room types a guest may ask for on /booking: those with rooms to sell, in the order the search lists them (cheapest first). */
export async function reservableRoomTypes(db: Db): Promise<{ id: number; name: string }[]> {
  return db.selectFrom("rooms").select(["id", "name"]).where("inventory", ">", 0).orderBy("fee").orderBy("name").execute();
}

export async function searchAvailability(db: Db, stay: StaySearch, viewer: Viewer | null): Promise<Availability> {
  await requireArrivalWithinHorizon(db, stay.arrival);
  let query = db.selectFrom("rooms").select(["id", "name", "fee", "inventory", "max_guests"]).where("inventory", ">", 0).orderBy("fee").orderBy("name");
  if (stay.roomType !== undefined) query = query.where("id", "=", stay.roomType);
  const rooms = await query.execute();
  const facts = await nightFactsOf(db, rooms.map((room) => room.id), addDays(stay.arrival, -NEAREST_REACH_DAYS), addDays(stay.departure, NEAREST_REACH_DAYS));
  const discountPercent = await vipDiscountFor(db, viewer);
  return {
    arrival: stay.arrival,
    departure: stay.departure,
    nights: nightsBetween(stay.arrival, stay.departure),
    adults: stay.adults,
    children: stay.children,
    roomTypes: rooms.map((room) => availabilityOf(room, facts.get(room.id) ?? { rates: [], closures: [], confirmed: [] }, stay, discountPercent)),
  };
}
