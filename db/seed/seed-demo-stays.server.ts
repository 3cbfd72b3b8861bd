import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../app/platform/db/db-schema";
import { hotelDate } from "../../app/lib/dates";
import { addDays, nightsBetween } from "../../app/features/reservations/stay-rules";
import { assignRooms, releaseRooms } from "../../app/features/hotel-rooms/room-assignment.server";
import { AppError } from "../../app/lib/errors";

/** Recorded once the demo stays are in, so confirming, cancelling or deleting them does not bring them back. */
export const DEMO_STAYS_SEEDED_KEY = "demo_stays_seeded_at";

const FIRST_NAMES = ["Chikondi", "Kondwani", "Thandiwe", "Tiwonge", "Mphatso", "Chisomo", "Limbani", "Madalitso", "Takondwa", "Yamikani", "Grace", "James", "Amara", "Sophie", "Daniel", "Wei", "Priya", "Lars", "Fatima", "Tendai"];
const LAST_NAMES = ["Banda", "Phiri", "Mwale", "Chirwa", "Nyirenda", "Kumwenda", "Gondwe", "Mvula", "Tembo", "Kachale", "Okafor", "Müller", "Nkosi", "Smith", "Chen", "Patel", "Dlamini", "Moyo", "Haddad", "Johansson"];
const DECLINE_REASONS = ["We are full on those nights; we have offered the guest the weekend after.", "The room type asked for is held for a conference on those nights."];

/** A small, repeatable random sequence (mulberry32), so every demo installation shows the same month. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The share of a room type's rooms taken on a night, as a Lilongwe business hotel fills: busier
 * midweek with conferences and on Friday and Saturday with weddings, a slow Sunday; nights still
 * to come only as far as they are booked so far (fewer the further ahead), never full, so the
 * demo's own booking page always has rooms to offer.
 */
function targetShare(night: string, today: string, random: () => number): number {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  const byDay = [0.48, 0.66, 0.74, 0.78, 0.74, 0.84, 0.86][weekday] ?? 0.7;
  const share = byDay + (random() - 0.5) * 0.12;
  const ahead = nightsBetween(today, night);
  if (ahead < 0) return Math.min(0.93, share);
  return Math.min(0.7, share * Math.max(0.2, 1 - ahead / 24));
}

/** How many nights a stay lasts: mostly one to three, some a week. */
function stayLength(random: () => number): number {
  const draw = random();
  return draw < 0.22 ? 1 : draw < 0.52 ? 2 : draw < 0.74 ? 3 : draw < 0.86 ? 4 : draw < 0.94 ? 5 : 7;
}

interface DemoStay {
  roomId: number;
  roomName: string;
  arrival: string;
  departure: string;
  rooms: number;
  total: number;
  status: string;
  bookedAt: string;
  cancelledAt: string | null;
  declineReason: string | null;
  guest: string;
}

/**
 * Stays for the demo hotel from the first of last month to the end of this one (at least four
 * weeks ahead, for the room chart), so the Reports
 * screen shows a believable month of numbers and the year's first comparisons: confirmed stays
 * filling each room type night by night, a few cancelled and declined, a handful of requests
 * still waiting. Booked by the site (`direct`), the only channel there is so far. Only on the
 * embedded demo (the caller checks), once per installation, only into an empty reservations table.
 */
export async function seedDemoStays(db: Kysely<Database>, today: string = hotelDate(), now: Date = new Date()): Promise<{ seeded: number }> {
  const done = await db.selectFrom("settings").select("value").where("key", "=", DEMO_STAYS_SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: 0 };
  const any = await db.selectFrom("reservations").select("id").limit(1).executeTakeFirst();
  const types = await db.selectFrom("rooms").select(["id", "name", "fee", "inventory", "max_guests"]).where("inventory", ">", 0).orderBy("id").execute();
  const random = randomFrom(20261129);
  const firstNight = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
  // To the end of this month, and at least four weeks ahead, so the room chart's next fortnight is never empty.
  const endOfMonth = addDays(`${addDays(`${today.slice(0, 7)}-01`, 32).slice(0, 7)}-01`, -1);
  const fourWeeksAhead = addDays(today, 27);
  const lastNight = fourWeeksAhead > endOfMonth ? fourWeeksAhead : endOfMonth;
  const nowInstant = now.toISOString();
  const stays: DemoStay[] = [];
  const guestName = () => `${FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]} ${LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]}`;
  const bookedBefore = (arrival: string) => {
    // Lead times from the day itself to about two months; never after today.
    const lead = Math.floor(-Math.log(1 - random() * 0.97) * 16);
    const booked = addDays(arrival, -lead);
    const day = booked > today ? addDays(today, -Math.floor(random() * 4)) : booked;
    const at = `${day}T${String(6 + Math.floor(random() * 14)).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}:00.000Z`;
    return at > nowInstant ? nowInstant : at;
  };

  for (const type of types) {
    // Start a week early, so the first nights hold stays that arrived before them.
    const start = addDays(firstNight, -7);
    const nights = nightsBetween(start, addDays(lastNight, 1));
    const taken = new Array<number>(nights).fill(0);
    for (let index = 0; index < nights; index += 1) {
      const night = addDays(start, index);
      const target = Math.round(targetShare(night, today, random) * type.inventory);
      // Some guests arrive every night, even when those already in the house meet the night's share.
      const cap = Math.max(target, Math.floor(type.inventory * (night >= today ? 0.7 : 0.95)));
      const want = Math.min(cap, Math.max(target, (taken[index] ?? 0) + Math.round(type.inventory * 0.06 * random())));
      while ((taken[index] ?? 0) < want) {
        const length = Math.min(stayLength(random), nights - index);
        // Groups of two or three rooms in the larger types (conference delegates, families).
        const rooms = Math.min(want - (taken[index] ?? 0), type.inventory >= 40 && random() < 0.15 ? 2 + Math.floor(random() * 2) : 1);
        for (let offset = 0; offset < length; offset += 1) taken[index + offset] = (taken[index + offset] ?? 0) + rooms;
        const arrival = night;
        const departure = addDays(arrival, length);
        const requested = arrival >= today && random() < 0.015;
        stays.push({
          roomId: type.id, roomName: type.name, arrival, departure, rooms, total: type.fee * length * rooms,
          status: requested ? "requested" : "confirmed", bookedAt: bookedBefore(arrival), cancelledAt: null, declineReason: null, guest: guestName(),
        });
      }
      // Some guests cancel, and now and then the hotel declines a request: they take no room.
      const lost = random() < 0.35 * (type.inventory / 20) ? Math.ceil(random() * Math.max(1, type.inventory / 25)) : 0;
      for (let count = 0; count < lost; count += 1) {
        const length = stayLength(random);
        const bookedAt = bookedBefore(night);
        const declined = random() < 0.3;
        const cancelledAt = new Date(Math.min(now.getTime(), Date.parse(bookedAt) + (1 + Math.floor(random() * 10)) * 86_400_000)).toISOString();
        stays.push({
          roomId: type.id, roomName: type.name, arrival: night, departure: addDays(night, length), rooms: 1, total: type.fee * length,
          status: declined ? "declined" : "cancelled", bookedAt, cancelledAt: declined ? null : cancelledAt,
          declineReason: declined ? (DECLINE_REASONS[Math.floor(random() * DECLINE_REASONS.length)] ?? null) : null, guest: guestName(),
        });
      }
    }
  }

  let seeded = 0;
  await db.transaction().execute(async (trx) => {
    if (!any && types.length > 0) {
      // Numbered per year of booking in the order they were booked, as the site numbers requests.
      // Of the week before, only the stays still in the house on the first night: the books open there.
      const ordered = stays.filter((stay) => stay.departure > firstNight && stay.arrival <= lastNight).sort((a, b) => a.bookedAt.localeCompare(b.bookedAt));
      const lastNumber = new Map<number, number>();
      const rows = ordered.map((stay, index) => {
        const year = Number(hotelDate(new Date(stay.bookedAt)).slice(0, 4));
        const number = (lastNumber.get(year) ?? 0) + 1;
        lastNumber.set(year, number);
        const [first = "guest", last = "demo"] = stay.guest.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").split(" ");
        return {
          reference: `RS-${year}-${String(number).padStart(4, "0")}`, room_id: stay.roomId, room_name: stay.roomName, arrival: stay.arrival, departure: stay.departure,
          adults: stay.rooms * (random() < 0.4 ? 1 : 2), children: random() < 0.15 ? 1 : 0, rooms: stay.rooms, guest_name: stay.guest,
          email: `${first}.${last}.${index + 1}@demo.local`, phone: `+265 99${String(1_000_000 + Math.floor(random() * 8_999_999)).slice(0, 7)}`,
          special_requests: "", status: stay.status, total: stay.total, discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null,
          decline_reason: stay.declineReason, notes: "", updated_by: null, created_at: stay.bookedAt, updated_at: stay.cancelledAt ?? stay.bookedAt,
          cancelled_at: stay.cancelledAt, channel: "direct",
        };
      });
      for (let from = 0; from < rows.length; from += 200) await trx.insertInto("reservations").values(rows.slice(from, from + 200)).execute();
      for (const [year, last] of lastNumber) {
        await trx.insertInto("reservation_numbers").values({ year, last_number: last }).onConflict((oc) => oc.column("year").doUpdateSet({ last_number: last })).execute();
      }
      seeded = rows.length;
      await settleDemoStays(trx, today, random);
    }
    await trx.insertInto("settings").values({ key: DEMO_STAYS_SEEDED_KEY, value: new Date().toISOString() }).execute();
  });
  return { seeded };
}

/**
 * Gives the demo's confirmed stays their rooms as the site would on confirming them (decision
 * 058), in the order they arrive, then moves them along the front desk's statuses as the days
 * have passed: gone before today checked out (one in fifty a no-show, its rooms given back),
 * arrived before today and not yet gone checked in, today's and later arrivals still confirmed,
 * so the Today screen has guests to check in and out.
 */
async function settleDemoStays(trx: Transaction<Database>, today: string, random: () => number): Promise<void> {
  const confirmed = await trx.selectFrom("reservations").select(["id", "room_id", "arrival", "departure", "rooms", "created_at"]).where("status", "=", "confirmed").orderBy("arrival").orderBy("id").execute();
  for (const stay of confirmed) {
    if (stay.room_id === null) continue;
    try {
      await assignRooms(trx, { ...stay, room_id: stay.room_id }, () => new AppError("conflict", "no room"));
    } catch (error) {
      // Never expected (no night was filled beyond its rooms); a stay that finds no room is let go.
      if (!(error instanceof AppError)) throw error;
      await trx.updateTable("reservations").set({ status: "cancelled", cancelled_at: stay.created_at }).where("id", "=", stay.id).execute();
    }
  }
  const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, "0")}:${String(Math.floor(random() * 60)).padStart(2, "0")}:00.000Z`;
  for (const stay of confirmed) {
    if (stay.arrival >= today) continue;
    if (stay.departure < today && random() < 0.02) {
      await trx.updateTable("reservations").set({ status: "no_show", updated_at: at(stay.arrival, 21) }).where("id", "=", stay.id).where("status", "=", "confirmed").execute();
      await releaseRooms(trx, stay.id);
    } else if (stay.departure < today) {
      await trx.updateTable("reservations").set({ status: "checked_out", checked_in_at: at(stay.arrival, 12), checked_out_at: at(stay.departure, 8), updated_at: at(stay.departure, 8) }).where("id", "=", stay.id).where("status", "=", "confirmed").execute();
    } else {
      await trx.updateTable("reservations").set({ status: "checked_in", checked_in_at: at(stay.arrival, 12), updated_at: at(stay.arrival, 12) }).where("id", "=", stay.id).where("status", "=", "confirmed").execute();
    }
  }
}
