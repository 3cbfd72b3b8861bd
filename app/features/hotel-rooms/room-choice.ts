/*
 * Which rooms a stay is given (decision 058), free of the database so it is tested on its own.
 */

/** Natural order of room numbers: "2" before "10", "101" before "CK-1". */
export function compareRoomNumbers(a: string, b: string): number {
  return a.localeCompare(b, "en", { numeric: true, sensitivity: "base" });
}

export interface RoomChoice {
  id: number;
  number: string;
  floor: number | null;
}

/** The order rooms are offered in: lowest floor first (rooms without a floor last), then number. */
export function byFloorThenNumber(a: RoomChoice, b: RoomChoice): number {
  return (a.floor ?? Number.MAX_SAFE_INTEGER) - (b.floor ?? Number.MAX_SAFE_INTEGER) || compareRoomNumbers(a.number, b.number);
}

/**
 * Picks rooms for a stay of `count` rooms (decision 058): rooms free on every night, keeping a
 * party's rooms on one floor when one floor has enough, lowest floor and number first; a room
 * free on only some nights is used night by night only when no room is free on all of them.
 * Returns, per room slot, the room of each night; null when a night has no free room.
 */
export function chooseRooms(rooms: readonly RoomChoice[], nights: readonly string[], count: number, isFree: (roomId: number, night: string) => boolean): Map<string, number>[] | null {
  const ordered = [...rooms].sort(byFloorThenNumber);
  const whole = ordered.filter((room) => nights.every((night) => isFree(room.id, night)));
  let chosen: RoomChoice[] = whole.slice(0, count);
  if (count > 1 && whole.length >= count) {
    const floors = [...new Set(whole.map((room) => room.floor))];
    const together = floors.map((floor) => whole.filter((room) => room.floor === floor)).find((onFloor) => onFloor.length >= count);
    if (together) chosen = together.slice(0, count);
  }
  const slots: Map<string, number>[] = chosen.map((room) => new Map(nights.map((night) => [night, room.id])));
  const used = new Map<string, Set<number>>(nights.map((night) => [night, new Set(chosen.map((room) => room.id))]));
  while (slots.length < count) {
    const slot = new Map<string, number>();
    let previous: number | undefined;
    for (const night of nights) {
      const taken = used.get(night) ?? new Set<number>();
      const free = (room: RoomChoice) => !taken.has(room.id) && isFree(room.id, night);
      const room = (previous !== undefined ? ordered.find((r) => r.id === previous && free(r)) : undefined) ?? ordered.find(free);
      if (!room) return null;
      slot.set(night, room.id);
      taken.add(room.id);
      previous = room.id;
    }
    slots.push(slot);
  }
  return slots;
}

