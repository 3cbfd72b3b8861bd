import { defineContentType } from "~/platform/records/content-type";
import { RoomItemInputSchema, RoomItemSchema } from "~/features/rooms/schema";

/**
 * Room items ("room material", SPEC §3): what each room type holds, keyed by the room's name.
 * Managed on the Rooms screen beside their room; their intents keep the names that screen has
 * always posted (`create-item`, ...).
 */
export const ROOM_ITEM_TYPE = defineContentType({
  key: "item",
  noun: "room item",
  plural: "room items",
  table: "room_items",
  columns: ["room_name", "item_name"],
  input: RoomItemInputSchema,
  output: RoomItemSchema,
  translatable: ["itemName"],
  picture: "required",
  write: (input) => ({ room_name: input.name, item_name: input.itemName }),
  read: (row) => ({ id: row.id, name: row.room_name, itemName: row.item_name, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Room items",
  api: { path: "/roomMaterial", tag: "Rooms" },
  example: { name: "Presidential Suite", itemName: "Nespresso machine" },
});

export default ROOM_ITEM_TYPE;
