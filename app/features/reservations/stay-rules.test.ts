import { describe, expect, it } from "vitest";
import { addDays, nearestFreeStay, type NightFacts, nightOf, nightsBetween, nightsOf, quoteStay, roomsNeededFor } from "~/features/reservations/stay-rules";

const room = { inventory: 3, fee: 100_000 };
const none: NightFacts = { rates: [], closures: [], confirmed: [] };

describe("a stay's nights", () => {
  it("counts the nights from arrival up to, not including, departure, across months and years", () => {
    expect(nightsOf("2026-12-30", "2027-01-02")).toEqual(["2026-12-30", "2026-12-31", "2027-01-01"]);
    expect(nightsBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(addDays("2026-03-31", 1)).toBe("2026-04-01");
  });
});

describe("rooms free on a night", () => {
  it("is the inventory less confirmed stays covering that night, never below 0", () => {
    const facts: NightFacts = { ...none, confirmed: [{ arrival: "2026-12-24", departure: "2026-12-26", rooms: 2 }, { arrival: "2026-12-25", departure: "2026-12-27", rooms: 2 }] };
    expect(nightOf(room, facts, "2026-12-24").roomsFree).toBe(1);
    expect(nightOf(room, facts, "2026-12-25").roomsFree).toBe(0); // 3 − 4, held at 0
    expect(nightOf(room, facts, "2026-12-26").roomsFree).toBe(1); // the first stay left that morning
    expect(nightOf(room, facts, "2026-12-27").roomsFree).toBe(3);
  });

  it("is 0 on a closed night, and the closure's end day is open again", () => {
    const facts: NightFacts = { ...none, closures: [{ startDate: "2026-12-24", endDate: "2026-12-26" }] };
    expect(nightOf(room, facts, "2026-12-25")).toMatchObject({ roomsFree: 0, closed: true });
    expect(nightOf(room, facts, "2026-12-26")).toMatchObject({ roomsFree: 3, closed: false });
  });
});

describe("a night's rate", () => {
  it("is the seasonal rate covering it, else the base rate; of two covering it, the one added last", () => {
    const facts: NightFacts = {
      ...none,
      rates: [
        { id: 1, startDate: "2026-12-20", endDate: "2027-01-06", rate: 150_000 },
        { id: 2, startDate: "2026-12-31", endDate: "2027-01-01", rate: 300_000 },
      ],
    };
    expect(nightOf(room, facts, "2026-12-19").rate).toBe(100_000);
    expect(nightOf(room, facts, "2026-12-20").rate).toBe(150_000);
    expect(nightOf(room, facts, "2026-12-31").rate).toBe(300_000);
    expect(nightOf(room, facts, "2027-01-06").rate).toBe(100_000);
  });
});

describe("a stay's price", () => {
  it("adds each night's rate per room, times the rooms, less a discount rounded to whole kwacha", () => {
    const facts: NightFacts = { ...none, rates: [{ id: 1, startDate: "2026-12-20", endDate: "2026-12-21", rate: 150_005 }] };
    const quote = quoteStay(room, facts, "2026-12-19", "2026-12-22", 2, 10);
    expect(quote.perRoom).toBe(100_000 + 150_005 + 100_000);
    expect(quote.subtotal).toBe(700_010);
    expect(quote.discount).toBe(70_001);
    expect(quote.total).toBe(630_009);
    expect(quote.roomsFree).toBe(3);
  });

  it("is free on every night only when the fewest free on any night suffice", () => {
    const facts: NightFacts = { ...none, confirmed: [{ arrival: "2026-12-20", departure: "2026-12-21", rooms: 3 }] };
    expect(quoteStay(room, facts, "2026-12-19", "2026-12-22", 1, 0).roomsFree).toBe(0);
  });
});

describe("rooms a party needs", () => {
  it("counts children as guests and rounds up", () => {
    expect(roomsNeededFor(2, 2)).toBe(1);
    expect(roomsNeededFor(3, 2)).toBe(2);
    expect(roomsNeededFor(4 + 2, 6)).toBe(1);
  });
});

describe("the nearest free dates", () => {
  it("shifts the stay by as few days as it takes, the earlier first, never before today", () => {
    const facts: NightFacts = { ...none, closures: [{ startDate: "2026-12-24", endDate: "2026-12-27" }] };
    // Nights 24–26 closed: two days later (27–29) is nearer than three days earlier (22–24).
    expect(nearestFreeStay(room, facts, { arrival: "2026-12-25", departure: "2026-12-27", rooms: 1 }, "2026-12-01")).toEqual({ arrival: "2026-12-27", departure: "2026-12-29" });
    // One night, on the 24th: the 23rd is nearer than the 27th.
    expect(nearestFreeStay(room, facts, { arrival: "2026-12-24", departure: "2026-12-25", rooms: 1 }, "2026-12-01")).toEqual({ arrival: "2026-12-23", departure: "2026-12-24" });
    // ...unless it is already past.
    expect(nearestFreeStay(room, facts, { arrival: "2026-12-24", departure: "2026-12-25", rooms: 1 }, "2026-12-24")).toEqual({ arrival: "2026-12-27", departure: "2026-12-28" });
    const full: NightFacts = { ...none, closures: [{ startDate: "2026-01-01", endDate: "2027-12-31" }] };
    expect(nearestFreeStay(room, full, { arrival: "2026-12-25", departure: "2026-12-27", rooms: 1 }, "2026-12-01")).toBeNull();
  });
});
