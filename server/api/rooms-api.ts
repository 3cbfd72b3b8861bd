import type { Hono } from "hono";
import { roomItems, rooms } from "~/features/rooms/rooms.server";
import { RoomInputSchema, RoomItemInputSchema, RoomItemSchema, RoomSchema } from "~/features/rooms/schema";
import type { ApiEnv, ApiRegistry } from "./api-route";
import { mountRecordApi } from "./record-api";

/** SPEC §7 rooms and room items ("roomMaterial"): public reads, staff writes. */
export function mountRoomsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  mountRecordApi(app, registry, {
    path: "/rooms", tag: "Rooms", noun: { one: "room", many: "rooms" },
    store: rooms, input: RoomInputSchema, output: RoomSchema, picture: "required",
  });
  mountRecordApi(app, registry, {
    path: "/roomMaterial", tag: "Rooms", noun: { one: "room item", many: "room items" },
    store: roomItems, input: RoomItemInputSchema, output: RoomItemSchema, picture: "required",
  });
}
