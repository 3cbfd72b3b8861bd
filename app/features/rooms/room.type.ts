import { normaliseName } from "~/lib/normalise-name";
import { defineContentType } from "~/platform/records/content-type";
import { RoomInputSchema, RoomSchema } from "~/features/rooms/schema";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { matchRoomCount } from "~/features/hotel-rooms/room-count";

/**
 * The room types, for the home page, the Accommodation page, `/api/rooms` and the back-office,
 * whose Rooms screen is their own: each room with its items (room-item.type.ts).
 */
/** Absent (an older client that never sends it) keeps what is stored; cleared stores none. */
function inclusionsToStore(inclusions: string | undefined): string | null | undefined {
  return inclusions === undefined ? undefined : inclusions.trim() || null;
}

export const ROOM_TYPE = defineContentType({
  key: "room",
  noun: "room",
  plural: "rooms",
  table: "rooms",
  columns: ["name", "fee", "description", "inventory", "max_guests", "inclusions"],
  input: RoomInputSchema,
  output: RoomSchema,
  translatable: ["name", "description", "inclusions"],
  picture: "required",
  write: (input) => ({ name: input.name, name_key: normaliseName(input.name), fee: input.fee, description: input.description || null, inventory: input.inventory, max_guests: input.maxGuests, inclusions: inclusionsToStore(input.inclusions) }),
  // One card per room type on the public site (migration 0070-unique-room-names).
  unique: { field: "name", message: (input) => roomsStaffWords.msg("roomNameTaken", { name: input.name.trim() }) },
  // The inventory is the number of the type's rooms (decision 058): a count given here makes or removes rooms; none given keeps them.
  afterWrite: async (trx, id, input) => (input.inventory === undefined ? undefined : matchRoomCount(trx, id, input.inventory)),
  read: (row) => ({ id: row.id, name: row.name, fee: row.fee, description: row.description, inventory: row.inventory, maxGuests: row.max_guests, inclusions: row.inclusions, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Rooms",
  api: { path: "/rooms", tag: "Rooms" },
  screen: { path: "/room", title: "Rooms", module: "routes/admin/rooms.tsx", menu: { group: "Hotel", label: "Rooms", order: 10 } },
  pages: [{ path: "/accomodationService", module: "routes/public/services/accommodation.tsx" }],
  example: { name: "Lake View Suite", fee: "450000", description: "A suite on the top floor with a view over the gardens.", inventory: 4, maxGuests: 3, inclusions: "Breakfast for two\nWi-Fi" },
});

export default ROOM_TYPE;
