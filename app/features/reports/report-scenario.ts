/*
 * A week of the hotel whose numbers are worked out by hand below, shared by the calculation's
 * unit test and the API test (which writes the same rooms, closure and stays to a real database
 * on both engines and must read back the same figures).
 *
 * The period: the nights of 28 March to 3 April 2031 (7 nights, across a month's end).
 * Rooms: "A" (4 rooms) and "B" (2 rooms); B is closed on the nights of 1 and 2 April.
 *   In service: 28–31 Mar 6 a night (24), 1–2 Apr 4 a night (8), 3 Apr 6  → 38 room-nights.
 *
 * Stays (rooms × nights; price spread evenly over the nights, whole kwacha, the odd kwacha on the first nights):
 *   S1 direct, confirmed,   1 room,  25→30 Mar (5 nights), MWK 500,000: 100,000 a night.
 *      Arrived before the period: inside only 28, 29 Mar → 2 room-nights, 200,000. Not an arrival.
 *   S2 direct, confirmed,   2 rooms, 30 Mar→2 Apr (3 nights), MWK 900,000: 300,000 a night.
 *      All inside: 6 room-nights, 900,000. Booked 10 Mar → lead time 20 days; 3 nights.
 *   S3 booking_com, checked_in, 1 room, 2→6 Apr (4 nights), MWK 400,001: 100,001 then 100,000 ×3.
 *      Leaves after the period: inside 2, 3 Apr → 2 room-nights, 200,001. Booked 26 Mar → 7 days; 4 nights.
 *   S4 direct, checked_out, 1 room, 31 Mar→1 Apr (1 night), MWK 120,000.
 *      Booked 30 Mar 22:30 UTC, which is 31 Mar 00:30 in Lilongwe → lead time 0 days; 1 night.
 *   S5 cancelled,  1 room, 29 Mar→1 Apr (3 nights), MWK 330,000  → cancelled: 1 stay, 3 room-nights, 330,000.
 *   S6 declined,   1 room, 3→5 Apr (2 nights),     MWK 200,000  → declined: 1 stay, 2 room-nights, 200,000.
 *   S7 no-show,    1 room, 28→30 Mar (2 nights),   MWK 250,000  → no-shows: 1 stay, 2 room-nights, 250,000 (not sold).
 *   S8 cancelled, arriving 20 Mar (before the period)            → not counted.
 *   S9 requested, 28→29 Mar                                      → not counted (not sold, not lost).
 *   S10 confirmed, 26→28 Mar: leaves the morning the period starts → no night inside.
 *   S11 confirmed, 4→6 Apr: arrives the day after the period      → not counted.
 *
 * Night by night (sold / in service, revenue):
 *   28 Mar 1/6 100,000 · 29 Mar 1/6 100,000 · 30 Mar 2/6 300,000 · 31 Mar 3/6 420,000 (S2 + S4)
 *   1 Apr 2/4 300,000 · 2 Apr 1/4 100,001 · 3 Apr 1/6 100,000
 * Totals: sold 11, in service 38, revenue 1,420,001.
 *   Occupancy 11 ÷ 38 = 28.947…% → 28.9%.  ADR 1,420,001 ÷ 11 = 129,091.  RevPAR 1,420,001 ÷ 38 = 37,368.4… → 37,368.
 *   Stays arriving: S2, S3, S4 = 3. Lead time (20 + 7 + 0) ÷ 3 = 9.0 days. Length of stay (3 + 4 + 1) ÷ 3 = 2.666… → 2.7 nights.
 * By channel: direct 2 stays (S2, S4), 9 room-nights (2 + 6 + 1), 1,220,000, 9 ÷ 11 = 81.8%;
 *             booking_com 1 stay, 2 room-nights, 200,001, 18.2%.
 * By month: March (28–31) in service 24, sold 7, revenue 920,000, occupancy 29.2%, ADR 131,428.6 → 131,429,
 *             RevPAR 38,333.3 → 38,333, 2 arrivals (S2, S4);
 *           April (1–3) in service 14, sold 4, revenue 500,001, occupancy 28.6%, ADR 125,000.25 → 125,000,
 *             RevPAR 35,714.4 → 35,714, 1 arrival (S3).
 * A year earlier (28 Mar–3 Apr 2030): one confirmed direct stay, 1 room, 29→31 Mar 2030, MWK 200,000.
 *   In service 6 × 7 = 42 (the closure is 2031's); sold 2; occupancy 4.8%; ADR 100,000; RevPAR 4,762.
 */
import type { HotelNumbers, ReportPeriod, StayFacts } from "./hotel-numbers";

export const SCENARIO_PERIOD: ReportPeriod = { from: "2031-03-28", to: "2031-04-03" };

export const SCENARIO_ROOM_TYPES = [
  { key: "A", inventory: 4 },
  { key: "B", inventory: 2 },
] as const;
export const SCENARIO_CLOSURE = { room: "B", startDate: "2031-04-01", endDate: "2031-04-03" } as const;

export interface ScenarioStay extends Omit<StayFacts, "bookedOn"> {
  name: string;
  room: "A" | "B";
  /** When it was booked (an instant, UTC). */
  bookedAt: string;
}

const stay = (name: string, status: string, channel: string, rooms: number, arrival: string, departure: string, total: number, bookedAt: string): ScenarioStay => ({
  name, room: "A", status, channel, rooms, arrival, departure, total, bookedAt,
});

export const SCENARIO_STAYS: readonly ScenarioStay[] = [
  stay("S1", "confirmed", "direct", 1, "2031-03-25", "2031-03-30", 500_000, "2031-03-01T09:00:00.000Z"),
  stay("S2", "confirmed", "direct", 2, "2031-03-30", "2031-04-02", 900_000, "2031-03-10T08:00:00.000Z"),
  stay("S3", "checked_in", "booking_com", 1, "2031-04-02", "2031-04-06", 400_001, "2031-03-26T12:00:00.000Z"),
  stay("S4", "checked_out", "direct", 1, "2031-03-31", "2031-04-01", 120_000, "2031-03-30T22:30:00.000Z"),
  stay("S5", "cancelled", "direct", 1, "2031-03-29", "2031-04-01", 330_000, "2031-03-02T10:00:00.000Z"),
  stay("S6", "declined", "direct", 1, "2031-04-03", "2031-04-05", 200_000, "2031-03-20T10:00:00.000Z"),
  stay("S7", "no_show", "direct", 1, "2031-03-28", "2031-03-30", 250_000, "2031-03-15T10:00:00.000Z"),
  stay("S8", "cancelled", "direct", 1, "2031-03-20", "2031-03-29", 900_000, "2031-03-01T10:00:00.000Z"),
  stay("S9", "requested", "direct", 1, "2031-03-28", "2031-03-29", 100_000, "2031-03-27T10:00:00.000Z"),
  stay("S10", "confirmed", "direct", 1, "2031-03-26", "2031-03-28", 200_000, "2031-03-01T10:00:00.000Z"),
  stay("S11", "confirmed", "direct", 1, "2031-04-04", "2031-04-06", 200_000, "2031-03-01T10:00:00.000Z"),
];
export const SCENARIO_LAST_YEAR_STAY = stay("P1", "confirmed", "direct", 1, "2030-03-29", "2030-03-31", 200_000, "2030-03-01T10:00:00.000Z");

/** Every figure worked out above, as the report must give them. */
export const SCENARIO_EXPECTED = {
  period: { from: "2031-03-28", to: "2031-04-03", nights: 7 },
  totals: { roomNightsInService: 38, roomNightsSold: 11, roomRevenue: 1_420_001, occupancyPercent: 28.9, adr: 129_091, revpar: 37_368, stays: 3, averageLeadTimeDays: 9, averageLengthOfStay: 2.7 },
  channels: [
    { channel: "direct", stays: 2, roomNights: 9, roomRevenue: 1_220_000, sharePercent: 81.8 },
    { channel: "booking_com", stays: 1, roomNights: 2, roomRevenue: 200_001, sharePercent: 18.2 },
  ],
  cancellations: {
    cancelled: { stays: 1, roomNights: 3, value: 330_000 },
    declined: { stays: 1, roomNights: 2, value: 200_000 },
    noShows: { stays: 1, roomNights: 2, value: 250_000 },
  },
  days: [
    { date: "2031-03-28", roomNightsInService: 6, roomNightsSold: 1, roomRevenue: 100_000, occupancyPercent: 16.7, adr: 100_000, revpar: 16_667, stays: 0 },
    { date: "2031-03-29", roomNightsInService: 6, roomNightsSold: 1, roomRevenue: 100_000, occupancyPercent: 16.7, adr: 100_000, revpar: 16_667, stays: 0 },
    { date: "2031-03-30", roomNightsInService: 6, roomNightsSold: 2, roomRevenue: 300_000, occupancyPercent: 33.3, adr: 150_000, revpar: 50_000, stays: 1 },
    { date: "2031-03-31", roomNightsInService: 6, roomNightsSold: 3, roomRevenue: 420_000, occupancyPercent: 50, adr: 140_000, revpar: 70_000, stays: 1 },
    { date: "2031-04-01", roomNightsInService: 4, roomNightsSold: 2, roomRevenue: 300_000, occupancyPercent: 50, adr: 150_000, revpar: 75_000, stays: 0 },
    { date: "2031-04-02", roomNightsInService: 4, roomNightsSold: 1, roomRevenue: 100_001, occupancyPercent: 25, adr: 100_001, revpar: 25_000, stays: 1 },
    { date: "2031-04-03", roomNightsInService: 6, roomNightsSold: 1, roomRevenue: 100_000, occupancyPercent: 16.7, adr: 100_000, revpar: 16_667, stays: 0 },
  ],
  months: [
    { month: "2031-03", from: "2031-03-28", to: "2031-03-31", roomNightsInService: 24, roomNightsSold: 7, roomRevenue: 920_000, occupancyPercent: 29.2, adr: 131_429, revpar: 38_333, stays: 2 },
    { month: "2031-04", from: "2031-04-01", to: "2031-04-03", roomNightsInService: 14, roomNightsSold: 4, roomRevenue: 500_001, occupancyPercent: 28.6, adr: 125_000, revpar: 35_714, stays: 1 },
  ],
} satisfies Omit<HotelNumbers, never>;

export const SCENARIO_LAST_YEAR_TOTALS = { roomNightsInService: 42, roomNightsSold: 2, roomRevenue: 200_000, occupancyPercent: 4.8, adr: 100_000, revpar: 4_762, stays: 1, averageLeadTimeDays: 28, averageLengthOfStay: 2 };

/**
 * Money through the stays' ledgers in the same week, by the hotel day (UTC+2 in Lilongwe) of
 * `paidAt`. Counted: paid deposits and paid refunds whose Lilongwe day falls in 28 Mar–3 Apr.
 *   D1 deposit 150,000 paid 27 Mar 22:00 UTC = 28 Mar 00:00 in Lilongwe: in
 *   D2 deposit  40,000 paid 27 Mar 21:59 UTC = 27 Mar 23:59: out (the day before)
 *   D3 deposit  70,000 paid  3 Apr 21:59 UTC =  3 Apr 23:59: in
 *   D4 deposit  99,999 pending, D5 88,888 failed: not money
 *   K1 desk     50,000 paid 30 Mar: money, but not a deposit
 *   R1 refund   30,000 paid  2 Apr 10:00 UTC: in
 *   R2 refund   11,111 paid  3 Apr 22:00 UTC = 4 Apr 00:00: out (the day after)
 *   R3 refund   22,222 pending: not money
 * Deposits taken 150,000 + 70,000 = 220,000; refunds 30,000; net 190,000.
 */
export interface ScenarioPayment { name: string; stay: string; kind: "deposit" | "desk" | "refund"; method: string; status: "pending" | "paid" | "failed"; amount: number; paidAt: string | null; createdAt: string }
const payment = (name: string, stay: string, kind: ScenarioPayment["kind"], status: ScenarioPayment["status"], amount: number, at: string): ScenarioPayment => ({
  name, stay, kind, method: kind === "desk" ? "cash" : "paychangu", status, amount, paidAt: status === "paid" ? at : null, createdAt: at,
});
export const SCENARIO_PAYMENTS: readonly ScenarioPayment[] = [
  payment("D1", "S2", "deposit", "paid", 150_000, "2031-03-27T22:00:00.000Z"),
  payment("D2", "S1", "deposit", "paid", 40_000, "2031-03-27T21:59:00.000Z"),
  payment("D3", "S3", "deposit", "paid", 70_000, "2031-04-03T21:59:00.000Z"),
  payment("D4", "S4", "deposit", "pending", 99_999, "2031-03-29T10:00:00.000Z"),
  payment("D5", "S4", "deposit", "failed", 88_888, "2031-03-29T11:00:00.000Z"),
  payment("K1", "S4", "desk", "paid", 50_000, "2031-03-30T09:00:00.000Z"),
  payment("R1", "S5", "refund", "paid", 30_000, "2031-04-02T10:00:00.000Z"),
  payment("R2", "S5", "refund", "paid", 11_111, "2031-04-03T22:00:00.000Z"),
  payment("R3", "S5", "refund", "pending", 22_222, "2031-04-01T10:00:00.000Z"),
];
export const SCENARIO_PAYMENTS_EXPECTED = { depositsTaken: 220_000, refunds: 30_000, net: 190_000 };
