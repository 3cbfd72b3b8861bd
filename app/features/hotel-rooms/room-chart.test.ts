import { describe, expect, it } from "vitest";
import { chartWindow, groupRooms, roomRow, type ChartRoomNight } from "~/features/hotel-rooms/room-chart";
import { isAgencyStay } from "~/features/hotel-rooms/agency-stays";

const window = chartWindow("2026-12-01", 5); // nights 1–5 December
const stay = (night: string, over: Partial<ChartRoomNight> = {}): ChartRoomNight => ({
  roomId: 1,
  night,
  stayId: 7,
  reference: "RS-2026-0007",
  guest: "Chikondi Banda",
  status: "confirmed",
  channel: "direct",
  arrival: "2026-11-29",
  departure: "2026-12-03",
  ...over,
});

describe("a room's row on the chart", () => {
  it("makes one bar of a stay's consecutive nights, clipped where the window starts, and free cells around it", () => {
    const cells = roomRow(window.nights, [stay("2026-12-01"), stay("2026-12-02")], [], isAgencyStay);
    expect(cells.map((cell) => [cell.kind, cell.first, cell.span])).toEqual([
      ["stay", "2026-12-01", 2],
      ["free", "2026-12-03", 1],
      ["free", "2026-12-04", 1],
      ["free", "2026-12-05", 1],
    ]);
    expect(cells[0]).toMatchObject({ startsBefore: true, endsAfter: false, agency: false });
  });

  it("marks a stay or a period going on after the window, an agency's stay, and lets a stay win a night an out-of-order period also claims", () => {
    const nights = ["2026-12-04", "2026-12-05"].map((night) => stay(night, { stayId: 8, arrival: "2026-12-04", departure: "2026-12-09", channel: "Booking.com" }));
    const periods = [{ id: 3, roomId: 1, from: "2026-11-30", to: "2026-12-05", reason: "New carpet" }];
    const cells = roomRow(window.nights, nights, periods, isAgencyStay);
    expect(cells.map((cell) => [cell.kind, cell.first, cell.span])).toEqual([
      ["outOfOrder", "2026-12-01", 3],
      ["stay", "2026-12-04", 2],
    ]);
    expect(cells[0]).toMatchObject({ startsBefore: true, endsAfter: false, reason: "New carpet" });
    expect(cells[1]).toMatchObject({ startsBefore: false, endsAfter: true, agency: true, channel: "Booking.com" });
  });

  it("keeps two stays back to back in one room as two bars", () => {
    const cells = roomRow(window.nights, [stay("2026-12-01"), stay("2026-12-02", { stayId: 9, arrival: "2026-12-02", departure: "2026-12-03" })], [], isAgencyStay);
    expect(cells.slice(0, 2).map((cell) => (cell.kind === "stay" ? cell.stayId : null))).toEqual([7, 9]);
  });
});

describe("the chart's rooms", () => {
  it("are grouped by type, then floor (none last), then number in natural order", () => {
    const room = (id: number, number: string, floor: number | null, typeName = "Classic King") => ({ id, number, floor, typeId: typeName.length, typeName });
    const types = groupRooms([room(1, "210", 2), room(2, "12", 1), room(3, "2", 1), room(4, "X", null), room(5, "501", 5, "Suite")]);
    expect(types.map((type) => [type.name, type.floors.map((floor) => [floor.floor, floor.rooms.map((r) => r.number)])])).toEqual([
      ["Classic King", [[1, ["2", "12"]], [2, ["210"]], [null, ["X"]]]],
      ["Suite", [[5, ["501"]]]],
    ]);
  });
});
