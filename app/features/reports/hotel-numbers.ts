/*
 * The hotel's numbers (DECISIONS §11), free of the database so they are tested on their own:
 *   occupancy = room-nights sold ÷ room-nights in service,
 *   ADR       = room revenue ÷ room-nights sold,
 *   RevPAR    = room revenue ÷ room-nights in service.
 * A night is a calendar date in the hotel's calendar; a stay holds `rooms` rooms on each night
 * from arrival to departure − 1. Its price (`total`, integer kwacha for all its rooms) is
 * spread evenly over its nights, so a stay crossing the period's edges brings only the
 * revenue of its nights inside it (docs/decisions/060-hotel-numbers.md).
 */
import { addDays, nightsBetween, nightsOf } from "~/features/reservations/stay-rules";

/** The statuses whose rooms are sold: a stay confirmed, the guest in the house, or gone home. */
export const SOLD_STATUSES: readonly string[] = ["confirmed", "checked_in", "checked_out"];
/** A confirmed guest who never came: counted on its own, never as sold. */
export const NO_SHOW_STATUS = "no_show";
/** Stays that will not happen: cancelled by the guest or staff, or requests the hotel declined. */
export const CANCELLED_STATUSES: readonly string[] = ["cancelled", "declined"];
/** A stay booked on the site; the front desk and each imported agency write their own name. */
export const DIRECT_CHANNEL = "direct";
/** The longest period a report covers, in nights (a year, leap or not). */
export const MAX_REPORT_NIGHTS = 366;

export interface ReportPeriod {
  /** The first night of the period. */
  from: string;
  /** The last night of the period (inclusive). */
  to: string;
}

export interface StayFacts {
  arrival: string;
  departure: string;
  rooms: number;
  /** The stay's price for all its rooms and nights, integer kwacha. */
  total: number;
  status: string;
  channel: string;
  /** The hotel's date on which the stay was booked. */
  bookedOn: string;
}

export interface Figures {
  roomNightsInService: number;
  roomNightsSold: number;
  /** Integer kwacha. */
  roomRevenue: number;
  /** One decimal; null when no room was in service. */
  occupancyPercent: number | null;
  /** Whole kwacha; null when no room-night was sold. */
  adr: number | null;
  /** Whole kwacha; null when no room was in service. */
  revpar: number | null;
  /** Sold stays arriving in the span. */
  stays: number;
}

export interface DayFigures extends Figures {
  date: string;
}

export interface MonthFigures extends Figures {
  /** `YYYY-MM`. */
  month: string;
  /** The month's nights inside the period: its first and last. */
  from: string;
  to: string;
}

export interface ChannelFigures {
  channel: string;
  /** Sold stays arriving in the period. */
  stays: number;
  /** Room-nights inside the period, whatever the stay's arrival. */
  roomNights: number;
  roomRevenue: number;
  /** This channel's room-nights as a share of all sold, one decimal; null when none was sold. */
  sharePercent: number | null;
}

export interface LostFigures {
  /** Stays arriving in the period. */
  stays: number;
  /** Their rooms × nights (all their nights). */
  roomNights: number;
  /** What they would have paid, integer kwacha. */
  value: number;
}

export interface HotelNumbers {
  period: ReportPeriod & { nights: number };
  totals: Figures & {
    /** Days from booking to arrival, averaged over sold stays arriving in the period; one decimal. */
    averageLeadTimeDays: number | null;
    /** Nights per stay, averaged over the same stays; one decimal. */
    averageLengthOfStay: number | null;
  };
  channels: ChannelFigures[];
  cancellations: { cancelled: LostFigures; declined: LostFigures; noShows: LostFigures };
  days: DayFigures[];
  months: MonthFigures[];
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const ratio = (part: number, whole: number, scale: number, round: (value: number) => number) => (whole > 0 ? round((part * scale) / whole) : null);

/** A figures line from its sums. */
export function figuresOf(sums: { roomNightsInService: number; roomNightsSold: number; roomRevenue: number; stays: number }): Figures {
  return {
    ...sums,
    occupancyPercent: ratio(sums.roomNightsSold, sums.roomNightsInService, 100, oneDecimal),
    adr: ratio(sums.roomRevenue, sums.roomNightsSold, 1, Math.round),
    revpar: ratio(sums.roomRevenue, sums.roomNightsInService, 1, Math.round),
  };
}

/**
 * A stay's price night by night: the total over the nights in whole kwacha, the kwacha left
 * over going one each to the first nights, so the nights add up to the total exactly.
 */
export function nightlyShares(total: number, nights: number): number[] {
  if (nights <= 0) return [];
  const base = Math.floor(total / nights);
  const left = total - base * nights;
  return Array.from({ length: nights }, (_, index) => base + (index < left ? 1 : 0));
}

/** Every night of the period, first to last. */
export function periodNights(period: ReportPeriod): string[] {
  return nightsOf(period.from, addDays(period.to, 1));
}

/** The same dates a year earlier (29 February becomes the 28th). */
export function previousYearOf(period: ReportPeriod): ReportPeriod {
  const back = (date: string) => {
    const year = Number(date.slice(0, 4)) - 1;
    const monthDay = date.slice(5) === "02-29" ? "02-28" : date.slice(5);
    return `${String(year).padStart(4, "0")}-${monthDay}`;
  };
  return { from: back(period.from), to: back(period.to) };
}

const isSold = (stay: StayFacts) => SOLD_STATUSES.includes(stay.status);
const noLoss = (): LostFigures => ({ stays: 0, roomNights: 0, value: 0 });

/**
 * The period's numbers from its stays and the rooms in service each night (`roomsInService`:
 * night → rooms of every type that could be sold that night; a night it lacks has none).
 */
export function hotelNumbers(period: ReportPeriod, stays: readonly StayFacts[], roomsInService: ReadonlyMap<string, number>): HotelNumbers {
  const nights = periodNights(period);
  const inside = (date: string) => period.from <= date && date <= period.to;
  const perNight = new Map(nights.map((date) => [date, { roomNightsInService: roomsInService.get(date) ?? 0, roomNightsSold: 0, roomRevenue: 0, stays: 0 }]));
  const channels = new Map<string, Omit<ChannelFigures, "sharePercent">>([[DIRECT_CHANNEL, { channel: DIRECT_CHANNEL, stays: 0, roomNights: 0, roomRevenue: 0 }]]);
  const cancellations = { cancelled: noLoss(), declined: noLoss(), noShows: noLoss() };
  let leadDays = 0;
  let stayNights = 0;
  let arriving = 0;

  for (const stay of stays) {
    const length = nightsBetween(stay.arrival, stay.departure);
    if (length <= 0) continue;
    const arrivesInside = inside(stay.arrival);
    if (!isSold(stay)) {
      if (!arrivesInside) continue;
      const lost = stay.status === NO_SHOW_STATUS ? cancellations.noShows : stay.status === "declined" ? cancellations.declined : stay.status === "cancelled" ? cancellations.cancelled : null;
      if (lost) {
        lost.stays += 1;
        lost.roomNights += stay.rooms * length;
        lost.value += stay.total;
      }
      continue;
    }
    const channel = channels.get(stay.channel) ?? { channel: stay.channel, stays: 0, roomNights: 0, roomRevenue: 0 };
    channels.set(stay.channel, channel);
    const shares = nightlyShares(stay.total, length);
    nightsOf(stay.arrival, stay.departure).forEach((date, index) => {
      const night = perNight.get(date);
      if (!night) return;
      night.roomNightsSold += stay.rooms;
      night.roomRevenue += shares[index] ?? 0;
      channel.roomNights += stay.rooms;
      channel.roomRevenue += shares[index] ?? 0;
    });
    if (arrivesInside) {
      const night = perNight.get(stay.arrival);
      if (night) night.stays += 1;
      channel.stays += 1;
      arriving += 1;
      leadDays += Math.max(0, nightsBetween(stay.bookedOn, stay.arrival));
      stayNights += length;
    }
  }

  const days: DayFigures[] = nights.map((date) => ({ date, ...figuresOf(perNight.get(date) ?? { roomNightsInService: 0, roomNightsSold: 0, roomRevenue: 0, stays: 0 }) }));
  const sum = (rows: readonly Figures[]) =>
    figuresOf({
      roomNightsInService: rows.reduce((total, row) => total + row.roomNightsInService, 0),
      roomNightsSold: rows.reduce((total, row) => total + row.roomNightsSold, 0),
      roomRevenue: rows.reduce((total, row) => total + row.roomRevenue, 0),
      stays: rows.reduce((total, row) => total + row.stays, 0),
    });
  const byMonth = new Map<string, DayFigures[]>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), day]);
  }
  const months: MonthFigures[] = [...byMonth].map(([month, rows]) => ({ month, from: rows[0]?.date ?? period.from, to: rows.at(-1)?.date ?? period.to, ...sum(rows) }));
  const totals = sum(days);
  const sold = totals.roomNightsSold;
  return {
    period: { ...period, nights: nights.length },
    totals: {
      ...totals,
      averageLeadTimeDays: arriving > 0 ? oneDecimal(leadDays / arriving) : null,
      averageLengthOfStay: arriving > 0 ? oneDecimal(stayNights / arriving) : null,
    },
    channels: [...channels.values()]
      .map((channel) => ({ ...channel, sharePercent: ratio(channel.roomNights, sold, 100, oneDecimal) }))
      .sort((a, b) => b.roomNights - a.roomNights || b.stays - a.stays || a.channel.localeCompare(b.channel)),
    cancellations,
    days,
    months,
  };
}

/** Whether a period had any stay at all (sold, cancelled or not shown): a year with none is not shown beside this one. */
export function hasStays(numbers: HotelNumbers): boolean {
  const { cancelled, declined, noShows } = numbers.cancellations;
  return numbers.totals.roomNightsSold > 0 || numbers.totals.stays > 0 || cancelled.stays + declined.stays + noShows.stays > 0;
}
