import { defineContentType } from "~/platform/records/content-type";
import { CONFERENCE_ROOM_SCREEN } from "~/features/conference-rooms/components/conference-room-fields";
import { LAYOUTS } from "~/features/conference-rooms/conference-room-choices";
import { type ConferenceRoomInput, ConferenceRoomInputSchema, ConferenceRoomSchema } from "~/features/conference-rooms/schema";

/** Layout capacities that were sent (a number, or null to clear); absent ones are left alone. */
function layoutColumns(input: ConferenceRoomInput) {
  const columns: Partial<Record<(typeof LAYOUTS)[number]["key"], number | null>> = {};
  for (const { key } of LAYOUTS) if (input[key] !== undefined) columns[key] = input[key];
  return columns;
}

/**
 * Halls and their conference rooms, for the events page, the back-office and `/api/events`.
 * Stored under names that say what they hold (hall, sub_room); sent under SPEC's (name, fee).
 */
export const CONFERENCE_ROOM_TYPE = defineContentType({
  key: "conference-room",
  noun: "conference room",
  plural: "conference rooms",
  table: "conference_rooms",
  columns: ["hall", "sub_room", "capacity", "cinema", "classroom", "u_shape", "boardroom", "banquet", "cocktail"],
  input: ConferenceRoomInputSchema,
  output: ConferenceRoomSchema,
  translatable: ["name", "fee", "capacity"],
  picture: "required",
  write: (input) => ({ hall: input.name, sub_room: input.fee, capacity: input.capacity, ...layoutColumns(input) }),
  read: (row) => ({
    id: row.id,
    name: row.hall,
    fee: row.sub_room,
    capacity: row.capacity,
    cinema: row.cinema,
    classroom: row.classroom,
    u_shape: row.u_shape,
    boardroom: row.boardroom,
    banquet: row.banquet,
    cocktail: row.cocktail,
    image: row.picture?.src ?? null,
    picture: row.picture,
  }),
  auditLabel: "Conference rooms",
  api: { path: "/events", tag: "Events and conferences" },
  screen: { path: "/conference", title: "Events and Conferences", menu: { group: "Hotel", label: "Events and conferences", order: 50 }, view: CONFERENCE_ROOM_SCREEN },
  pages: [{ path: "/ConferenceService", module: "routes/public/services/conference-rooms.tsx" }],
  example: { name: "Conference Rooms", fee: "Nthiwatiwa", capacity: "Boardroom for 16", boardroom: "16" },
});

export default CONFERENCE_ROOM_TYPE;
