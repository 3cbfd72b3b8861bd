import { messages } from "~/lib/messages";
import { normaliseName } from "~/lib/normalise-name";
import { createRecordStore } from "~/platform/records/record-store.server";
import { ROOM_ITEM_KIND, ROOM_KIND } from "~/features/rooms/room-kinds";
import { RoomInputSchema, RoomItemInputSchema, RoomItemSchema, RoomSchema } from "~/features/rooms/schema";

/** The room types on the home page, the Accommodation page, `/api/rooms` and the back-office. */
export const rooms = createRecordStore({
  ...ROOM_KIND,
  table: "rooms",
  columns: ["name", "fee", "description"],
  input: RoomInputSchema,
  output: RoomSchema,
  picture: "required",
  write: (input) => ({ name: input.name, name_key: normaliseName(input.name), fee: input.fee, description: input.description || null }),
  // One card per room type on the public site (migration 0070-unique-room-names).
  unique: { field: "name", message: (input) => messages.roomNameTaken(input.name) },
  read: (row) => ({
    id: row.id,
    name: row.name,
    fee: row.fee,
    description: row.description,
    image: row.picture?.src ?? null,
    picture: row.picture,
  }),
});

/** Room items ("room material", SPEC §3): what each room type holds, keyed by the room's name. */
export const roomItems = createRecordStore({
  ...ROOM_ITEM_KIND,
  table: "room_items",
  columns: ["room_name", "item_name"],
  input: RoomItemInputSchema,
  output: RoomItemSchema,
  picture: "required",
  write: (input) => ({ room_name: input.name, item_name: input.itemName }),
  read: (row) => ({ id: row.id, name: row.room_name, itemName: row.item_name, image: row.picture?.src ?? null, picture: row.picture }),
});
