import { describe, expect, it } from "vitest";
import { migratedTestDatabase } from "../../tests/support/test-database";
import { addDays } from "../../app/features/reservations/stay-rules";
import { hotelReport, roomsInServiceByNight } from "../../app/features/reports/reports.server";
import { seedDemoStays } from "./seed-demo-stays.server";

/** The demo hotel's rooms (demo-content.ts): 130 rooms in five types. */
const TYPES = [
  { name: "Classic King", fee: 285_000, inventory: 64 },
  { name: "Classic Twin", fee: 265_000, inventory: 40 },
  { name: "Executive Suite", fee: 520_000, inventory: 10 },
  { name: "Presidential Suite", fee: 1_250_000, inventory: 10 },
  { name: "Presidential Villa", fee: 780_000, inventory: 6 },
];

/** The statuses of stays that sleep (or slept) in their rooms. */
const SLEEPING = ["confirmed", "checked_in", "checked_out"];

describe("demo stays", () => {
  const handle = migratedTestDatabase("seed-stays");

  it("fills last month and this one believably, never overbooks a night, leaves rooms to sell ahead, and runs once", async () => {
    const now = "2026-11-20T10:00:00.000Z";
    for (const type of TYPES) {
      const { id } = await handle.db
        .insertInto("rooms")
        .values({ name: type.name, name_key: type.name.toLowerCase(), fee: type.fee, description: null, inventory: type.inventory, image_id: null, inclusions: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      // Its rooms, which the confirmed stays are given as the site gives them (decision 058).
      const rooms = Array.from({ length: type.inventory }, (_, index) => `${type.name} ${index + 1}`);
      await handle.db.insertInto("hotel_rooms").values(rooms.map((number, index) => ({ room_type_id: id, number, number_key: number.toLowerCase(), floor: 1 + (index % 4), created_at: now, updated_at: now }))).execute();
    }
    const { seeded } = await seedDemoStays(handle.db, "2026-11-20", new Date(now));
    expect(seeded).toBeGreaterThan(500);
    expect(await seedDemoStays(handle.db, "2026-11-20", new Date(now))).toEqual({ seeded: 0 });

    const stays = await handle.db.selectFrom("reservations").select(["room_id", "arrival", "departure", "rooms", "status", "created_at", "reference", "channel"]).execute();
    expect(new Set(stays.map((stay) => stay.reference)).size).toBe(stays.length);
    expect(stays.every((stay) => stay.created_at <= now && stay.channel === "direct")).toBe(true);
    expect(stays.every((stay) => stay.arrival >= "2026-09-24" && stay.departure > "2026-10-01" && stay.arrival <= "2026-12-17")).toBe(true);
    const rooms = await handle.db.selectFrom("rooms").select(["id", "inventory"]).execute();
    // No night of any type holds more confirmed rooms than it has; from today on, some are always free.
    for (const room of rooms) {
      for (let night = "2026-10-01"; night <= "2026-11-30"; night = addDays(night, 1)) {
        const taken = stays.filter((stay) => stay.room_id === room.id && SLEEPING.includes(stay.status) && stay.arrival <= night && night < stay.departure).reduce((sum, stay) => sum + stay.rooms, 0);
        expect(taken, `${room.id} ${night}`).toBeLessThanOrEqual(night >= "2026-11-20" ? Math.floor(room.inventory * 0.7) + 1 : room.inventory);
      }
    }
    const lastMonth = await hotelReport(handle.db, { from: "2026-10-01", to: "2026-10-31" });
    expect(lastMonth.totals.roomNightsInService).toBe(130 * 31);
    expect(lastMonth.totals.occupancyPercent).toBeGreaterThan(55);
    expect(lastMonth.totals.occupancyPercent).toBeLessThan(90);
    expect(lastMonth.cancellations.cancelled.stays).toBeGreaterThan(0);
    // Every stay that sleeps here has its rooms, one room a night each; the days gone have moved on at the front desk.
    const sleeping = stays.filter((stay) => SLEEPING.includes(stay.status));
    const roomNights = await handle.db.selectFrom("room_nights").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(roomNights.n)).toBe(sleeping.reduce((sum, stay) => sum + stay.rooms * Math.round((Date.parse(stay.departure) - Date.parse(stay.arrival)) / 86_400_000), 0));
    expect(stays.some((stay) => stay.status === "checked_out")).toBe(true);
    expect(stays.some((stay) => stay.status === "checked_in")).toBe(true);
    expect(stays.filter((stay) => stay.arrival >= "2026-11-20" && stay.status !== "requested" && stay.status !== "cancelled" && stay.status !== "declined").every((stay) => stay.status === "confirmed")).toBe(true);
    expect((await roomsInServiceByNight(handle.db, { from: "2026-11-01", to: "2026-11-01" })).get("2026-11-01")).toBe(130);
  });
});
