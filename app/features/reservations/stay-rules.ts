/*
 * The rules of a stay (DECISIONS §9), free of the database so they are tested on their own.
 * Nights are calendar dates in the hotel's calendar (Africa/Blantyre): a stay from arrival to
 * departure is the nights of arrival, arrival + 1, ..., departure − 1. Date ranges of rates
 * and closures run the same way, their end date exclusive.
 */

export const MAX_NIGHTS = 30;

/** The calendar date `days` after `date` (both `YYYY-MM-DD`; calendar arithmetic, no clock). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Nights between two dates: 2026-12-24 → 2026-12-27 is 3. */
export function nightsBetween(arrival: string, departure: string): number {
  return Math.round((Date.parse(`${departure}T00:00:00Z`) - Date.parse(`${arrival}T00:00:00Z`)) / 86_400_000);
}

/** Each night of a stay, as the date it begins. */
export function nightsOf(arrival: string, departure: string): string[] {
  const nights: string[] = [];
  for (let night = arrival; night < departure; night = addDays(night, 1)) nights.push(night);
  return nights;
}

export interface DateRange {
  startDate: string;
  endDate: string;
}

const covers = (range: DateRange, night: string) => range.startDate <= night && night < range.endDate;

/**
 * Rooms needed for a party: guests (adults and children alike, since a cot or an extra bed
 * is arranged with reservations) over what one room sleeps, rounded up.
 */
export function roomsNeededFor(guests: number, maxGuests: number): number {
  return Math.max(1, Math.ceil(guests / Math.max(1, maxGuests)));
}

export interface RoomTypeFacts {
  /** Rooms of the type (decision 058: its rooms, in service or not). */
  inventory: number;
  /** The base rate, integer kwacha per room per night. */
  fee: number;
}

export interface NightFacts {
  /** Seasonal rates of this room type; when two cover a night, the one added last wins. */
  rates: readonly (DateRange & { id: number; rate: number })[];
  closures: readonly DateRange[];
  /** Rooms of this type held by stays: arrival, departure and rooms. */
  confirmed: readonly { arrival: string; departure: string; rooms: number }[];
  /** Out-of-order periods of its rooms, each taking that one room off its nights (decision 058). */
  outOfOrder?: readonly (DateRange & { roomId: number })[];
}

export interface Night {
  date: string;
  /** Integer kwacha per room. */
  rate: number;
  roomsFree: number;
  closed: boolean;
}

/** Rooms of a type in service on a night: its rooms less those out of order (each counted once). */
export function roomsInService(room: RoomTypeFacts, facts: NightFacts, date: string): number {
  const outOfOrder = new Set((facts.outOfOrder ?? []).filter((period) => covers(period, date)).map((period) => period.roomId));
  return Math.max(0, room.inventory - outOfOrder.size);
}

/** One night: the rate in force and the rooms still free (rooms in service − rooms taken − closures, never below 0). */
export function nightOf(room: RoomTypeFacts, facts: NightFacts, date: string): Night {
  const closed = facts.closures.some((closure) => covers(closure, date));
  const taken = facts.confirmed.reduce((sum, stay) => (stay.arrival <= date && date < stay.departure ? sum + stay.rooms : sum), 0);
  const seasonal = facts.rates.filter((rate) => covers(rate, date)).sort((a, b) => b.id - a.id)[0];
  return { date, rate: seasonal ? seasonal.rate : room.fee, roomsFree: closed ? 0 : Math.max(0, roomsInService(room, facts, date) - taken), closed };
}

export interface StayQuote {
  nights: Night[];
  /** The fewest rooms free on any night of the stay. */
  roomsFree: number;
  /** Sum of the nightly rates for one room. */
  perRoom: number;
  rooms: number;
  /** perRoom × rooms, before any discount. */
  subtotal: number;
  discountPercent: number;
  /** Whole kwacha taken off (rounded to the nearest kwacha). */
  discount: number;
  total: number;
}

/** The price and the free rooms of a stay of `rooms` rooms of one type. */
export function quoteStay(room: RoomTypeFacts, facts: NightFacts, arrival: string, departure: string, rooms: number, discountPercent: number): StayQuote {
  const nights = nightsOf(arrival, departure).map((date) => nightOf(room, facts, date));
  const perRoom = nights.reduce((sum, night) => sum + night.rate, 0);
  const subtotal = perRoom * rooms;
  const discount = Math.round((subtotal * discountPercent) / 100);
  return {
    nights,
    roomsFree: nights.reduce((least, night) => Math.min(least, night.roomsFree), Number.POSITIVE_INFINITY),
    perRoom,
    rooms,
    subtotal,
    discountPercent,
    discount,
    total: subtotal - discount,
  };
}

/**
 * The nearest stay of the same length with `rooms` free on every night, searching up to
 * `reach` days either side (the earlier first when two are as near); never before `today`.
 */
export function nearestFreeStay(
  room: RoomTypeFacts,
  facts: NightFacts,
  stay: { arrival: string; departure: string; rooms: number },
  today: string,
  reach = 14,
): { arrival: string; departure: string } | null {
  const length = nightsBetween(stay.arrival, stay.departure);
  const fits = (arrival: string) => nightsOf(arrival, addDays(arrival, length)).every((date) => nightOf(room, facts, date).roomsFree >= stay.rooms);
  for (let shift = 1; shift <= reach; shift += 1) {
    for (const arrival of [addDays(stay.arrival, -shift), addDays(stay.arrival, shift)]) {
      if (arrival >= today && fits(arrival)) return { arrival, departure: addDays(arrival, length) };
    }
  }
  return null;
}
