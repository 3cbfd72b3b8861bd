import { describe, expect, it } from "vitest";
import { chooseRooms, compareRoomNumbers } from "~/features/hotel-rooms/room-choice";
import { DEMO_HOTEL_ROOMS, DEMO_ROOMS } from "../../../db/seed/demo-content";

const nights = ["2027-01-01", "2027-01-02", "2027-01-03"];
const room = (id: number, number: string, floor: number | null) => ({ id, number, floor });
/** Free unless `busy` lists the room on that night. */
const freeUnless = (busy: Record<number, readonly string[]>) => (roomId: number, night: string) => !(busy[roomId] ?? []).includes(night);
const roomsOf = (slots: Map<string, number>[] | null) => slots?.map((slot) => [...new Set(slot.values())]);

describe("chooseRooms (decision 058)", () => {
  const house = [room(1, "201", 2), room(2, "110", 1), room(3, "102", 1), room(4, "Garden", null), room(5, "202", 2)];

  it("gives a stay one room for all its nights, lowest floor and number first, rooms without a floor last", () => {
    expect(roomsOf(chooseRooms(house, nights, 1, freeUnless({})))).toEqual([[3]]);
    expect(roomsOf(chooseRooms(house, nights, 1, freeUnless({ 3: ["2027-01-02"], 2: ["2027-01-01"] })))).toEqual([[1]]);
    expect(roomsOf(chooseRooms([room(4, "Garden", null), room(1, "201", 2)], nights, 1, freeUnless({})))).toEqual([[1]]);
  });

  it("keeps a party's rooms on one floor when one floor has enough free", () => {
    // Floor 1 has only one free room: both go to floor 2.
    expect(roomsOf(chooseRooms(house, nights, 2, freeUnless({ 3: ["2027-01-03"] })))?.flat().sort()).toEqual([1, 5]);
    // No floor has three: the first three in order.
    expect(roomsOf(chooseRooms(house, nights, 3, freeUnless({})))?.flat()).toEqual([3, 2, 1]);
  });

  it("fills a stay night by night only when no room is free on all its nights, keeping the same room where it can", () => {
    const two = [room(1, "101", 1), room(2, "102", 1)];
    const slots = chooseRooms(two, nights, 1, freeUnless({ 1: ["2027-01-03"], 2: ["2027-01-01"] }));
    expect(slots?.[0] && Object.fromEntries(slots[0])).toEqual({ "2027-01-01": 1, "2027-01-02": 1, "2027-01-03": 2 });
    expect(chooseRooms(two, nights, 1, freeUnless({ 1: ["2027-01-02"], 2: ["2027-01-02"] }))).toBeNull();
    expect(chooseRooms(two, nights, 3, freeUnless({}))).toBeNull();
  });

  it("orders numbers as people read them", () => {
    expect(["110", "CK-10", "2", "CK-2", "102"].sort(compareRoomNumbers)).toEqual(["2", "102", "110", "CK-2", "CK-10"]);
  });
});

describe("the demo hotel's rooms", () => {
  it("has as many rooms of each type as its inventory, each number once", () => {
    for (const type of DEMO_ROOMS) expect(DEMO_HOTEL_ROOMS[type.name], type.name).toHaveLength(type.inventory);
    const numbers = Object.values(DEMO_HOTEL_ROOMS).flatMap((rooms) => rooms.map((r) => r.number.toLowerCase()));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toHaveLength(130);
    expect(DEMO_HOTEL_ROOMS["Classic King"].slice(0, 2)).toEqual([{ number: "101", floor: 1 }, { number: "102", floor: 1 }]);
  });
});
