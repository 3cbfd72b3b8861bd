import { defineContentType } from "~/platform/records/content-type";
import { EVENT_SPACE_SCREEN } from "~/features/events/components/event-fields";
import { LAYOUTS } from "~/features/events/event-spaces";
import { type EventSpaceInput, EventSpaceInputSchema, EventSpaceSchema } from "~/features/events/schema";

/** Layout capacities that were sent (a number, or null to clear); absent ones are left alone. */
function layoutColumns(input: EventSpaceInput) {
  const columns: Partial<Record<(typeof LAYOUTS)[number]["key"], number | null>> = {};
  for (const { key } of LAYOUTS) if (input[key] !== undefined) columns[key] = input[key];
  return columns;
}

/**
 * Halls and their conference rooms, for the events page, the back-office and `/api/events`.
 * Stored under names that say what they hold (hall, sub_room); sent under SPEC's (name, fee).
 */
export const EVENT_SPACE_TYPE = defineContentType({
  key: "event-space",
  noun: "conference room",
  plural: "conference rooms",
  table: "conference_rooms",
  columns: ["hall", "sub_room", "capacity", "cinema", "classroom", "u_shape", "boardroom", "banquet", "cocktail"],
  input: EventSpaceInputSchema,
  output: EventSpaceSchema,
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
  screen: { path: "/conference", title: "Events and Conferences", menu: { group: "Hotel", label: "Events and conferences", order: 50 }, view: EVENT_SPACE_SCREEN },
  pages: [{ path: "/ConferenceService", module: "routes/public/services/conference.tsx" }],
  example: { name: "Conference Rooms", fee: "Nthiwatiwa", capacity: "Boardroom for 16", boardroom: "16" },
});

export default EVENT_SPACE_TYPE;
