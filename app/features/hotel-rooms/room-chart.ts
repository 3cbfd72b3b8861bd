import { addDays, nightsOf } from "~/features/reservations/stay-rules";
import { compareRoomNumbers } from "~/features/hotel-rooms/room-choice";

/*
 * The room chart's shape (docs/decisions/063-room-chart.md), free of the database so it is
 * tested on its own: rooms by type and floor, against a window of nights, each room's row a run
 * of cells (a stay's bar, an out-of-order period, or a free night). Dates are the hotel's
 * calendar dates; a night is the date it begins, so a stay's nights run from its arrival up
 * to, not including, its departure.
 */

/** How many nights the chart shows at a time. */
export const CHART_NIGHTS = 14;

export interface ChartRoom {
  id: number;
  number: string;
  floor: number | null;
  typeId: number;
  typeName: string;
}

/** One night a stay sleeps in a room, with what the chart says about the stay. */
export interface ChartRoomNight {
  roomId: number;
  night: string;
  stayId: number;
  reference: string;
  guest: string;
  status: string;
  channel: string;
  arrival: string;
  departure: string;
}

export interface ChartOutOfOrder {
  id: number;
  roomId: number;
  /** First night out of order, and the day the room is back (exclusive). */
  from: string;
  to: string;
  reason: string;
}

/** A stay's stretch of consecutive nights in one room, as far as the window shows it. */
export interface ChartStayBar {
  kind: "stay";
  stayId: number;
  reference: string;
  guest: string;
  status: string;
  channel: string;
  agency: boolean;
  arrival: string;
  departure: string;
  /** The stretch's first night in the window and how many of its nights the window shows. */
  first: string;
  span: number;
  /** The stretch goes on before the window's first night, or after its last. */
  startsBefore: boolean;
  endsAfter: boolean;
}

export interface ChartOutOfOrderBar {
  kind: "outOfOrder";
  id: number;
  reason: string;
  from: string;
  to: string;
  first: string;
  span: number;
  startsBefore: boolean;
  endsAfter: boolean;
}

export type ChartCell = ChartStayBar | ChartOutOfOrderBar | { kind: "free"; first: string; span: 1 };

export interface ChartRow {
  room: ChartRoom;
  cells: ChartCell[];
}

export interface ChartFloor {
  floor: number | null;
  rows: ChartRow[];
}

export interface ChartType {
  id: number;
  name: string;
  rooms: number;
  floors: ChartFloor[];
  /** The nights of the window the type is closed to sale (rates and closures), with the note given. */
  closed: { night: string; note: string }[];
}

/** The window of nights from `start`: its nights, and the day after its last (exclusive end). */
export function chartWindow(start: string, nights = CHART_NIGHTS): { start: string; end: string; nights: string[] } {
  const end = addDays(start, nights);
  return { start, end, nights: nightsOf(start, end) };
}

/**
 * One room's row: each night of the window is a stay's, the room's out-of-order period's, or
 * free; consecutive nights of one stay (or one period) make one bar. A stay's night wins over an
 * out-of-order period on the same night (the rules refuse both, but data written by hand could
 * hold them): the desk must see the guest.
 */
export function roomRow(
  nights: readonly string[],
  stayNights: readonly ChartRoomNight[],
  periods: readonly ChartOutOfOrder[],
  isAgency: (stay: { channel: string }) => boolean,
): ChartCell[] {
  const byNight = new Map(stayNights.map((row) => [row.night, row]));
  const last = nights.length - 1;
  const cells: ChartCell[] = [];
  for (let i = 0; i <= last; i += 1) {
    const night = nights[i] as string;
    const stay = byNight.get(night);
    const previous = cells.at(-1);
    if (stay) {
      if (previous?.kind === "stay" && previous.stayId === stay.stayId && addDays(previous.first, previous.span) === night) previous.span += 1;
      else
        cells.push({
          kind: "stay",
          stayId: stay.stayId,
          reference: stay.reference,
          guest: stay.guest,
          status: stay.status,
          channel: stay.channel,
          agency: isAgency(stay),
          arrival: stay.arrival,
          departure: stay.departure,
          first: night,
          span: 1,
          startsBefore: i === 0 && stay.arrival < night,
          endsAfter: false,
        });
      continue;
    }
    const period = periods.find((p) => p.from <= night && night < p.to);
    if (period) {
      if (previous?.kind === "outOfOrder" && previous.id === period.id && addDays(previous.first, previous.span) === night) previous.span += 1;
      else cells.push({ kind: "outOfOrder", id: period.id, reason: period.reason, from: period.from, to: period.to, first: night, span: 1, startsBefore: i === 0 && period.from < night, endsAfter: false });
      continue;
    }
    cells.push({ kind: "free", first: night, span: 1 });
  }
  const end = addDays(nights[last] as string, 1);
  const tail = cells.at(-1);
  if (tail?.kind === "stay") tail.endsAfter = tail.departure > end;
  if (tail?.kind === "outOfOrder") tail.endsAfter = tail.to > end;
  return cells;
}

/** Rooms by type (by name), then floor (lowest first, none last), then number in natural order ("2" before "10"). */
export function groupRooms(rooms: readonly ChartRoom[]): { id: number; name: string; floors: { floor: number | null; rooms: ChartRoom[] }[] }[] {
  const sorted = [...rooms].sort(
    (a, b) => a.typeName.localeCompare(b.typeName) || a.typeId - b.typeId || (a.floor ?? Number.MAX_SAFE_INTEGER) - (b.floor ?? Number.MAX_SAFE_INTEGER) || compareRoomNumbers(a.number, b.number),
  );
  const types: { id: number; name: string; floors: { floor: number | null; rooms: ChartRoom[] }[] }[] = [];
  for (const room of sorted) {
    let type = types.at(-1);
    if (type?.id !== room.typeId) types.push((type = { id: room.typeId, name: room.typeName, floors: [] }));
    let floor = type.floors.at(-1);
    if (!floor || floor.floor !== room.floor) type.floors.push((floor = { floor: room.floor, rooms: [] }));
    floor.rooms.push(room);
  }
  return types;
}
