import type { Hono } from "hono";
import { z } from "zod";
import { messages } from "~/lib/messages";
import { getRoomById, getRoomItemById, listRoomItems, listRooms } from "~/features/rooms/list-rooms.server";
import { createRoom, deleteRoom, updateRoom } from "~/features/rooms/save-room.server";
import { createRoomItem, deleteRoomItem, updateRoomItem } from "~/features/rooms/save-room-item.server";
import { RoomInputSchema, RoomItemInputSchema, RoomItemSchema, RoomSchema } from "~/features/rooms/schema";
import { type ApiEnv, type ApiRegistry, defineRoute } from "./api-route";
import { parseFields, readBody, readIdParam, readImageField } from "./request-input";

const MessageSchema = z.object({ message: z.string() });
const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const savedOne = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });

/** SPEC §7 rooms and room items ("roomMaterial"): public reads, staff writes. */
export function mountRoomsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Rooms";

  defineRoute(app, registry, {
    method: "get", path: "/rooms", tag, access: "public", summary: "List rooms",
    responses: { 200: { description: "Every room type", schema: listOf(RoomSchema) } },
  }, async (c) => c.json({ data: await listRooms(c.var.services.db) }));

  defineRoute(app, registry, {
    method: "get", path: "/rooms/:id", tag, access: "public", summary: "One room",
    responses: { 200: { description: "The room", schema: z.object({ data: RoomSchema }) } },
  }, async (c) => c.json({ data: await getRoomById(c.var.services.db, readIdParam(c)) }));

  defineRoute(app, registry, {
    method: "post", path: "/rooms", tag, access: "staff", summary: "Add a room",
    body: { schema: RoomInputSchema, encodings: ["multipart"], files: [{ name: "image", required: true }] },
    responses: { 201: { description: "Created", schema: savedOne(RoomSchema) } },
  }, async (c) => {
    const services = c.var.services;
    const fields = await readBody(c);
    const input = parseFields(RoomInputSchema, fields);
    const room = await createRoom(services, input, await readImageField(fields));
    return c.json({ message: messages.saved, data: room }, 201);
  });

  defineRoute(app, registry, {
    method: "put", path: "/rooms/:id", tag, access: "staff", summary: "Update a room (a new image is optional)",
    body: { schema: RoomInputSchema, encodings: ["json", "multipart"], files: [{ name: "image", required: false }] },
    responses: { 200: { description: "Updated", schema: savedOne(RoomSchema) } },
  }, async (c) => {
    const services = c.var.services;
    const id = readIdParam(c);
    const fields = await readBody(c);
    const input = parseFields(RoomInputSchema, fields);
    const room = await updateRoom(services, id, input, await readImageField(fields));
    return c.json({ message: messages.saved, data: room });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/rooms/:id", tag, access: "staff", summary: "Delete a room and its image files",
    responses: { 200: { description: "Deleted", schema: MessageSchema } },
  }, async (c) => {
    const services = c.var.services;
    await deleteRoom(services, readIdParam(c));
    return c.json({ message: messages.deleted });
  });

  defineRoute(app, registry, {
    method: "get", path: "/roomMaterial", tag, access: "public", summary: "List room items",
    responses: { 200: { description: "Every room item", schema: listOf(RoomItemSchema) } },
  }, async (c) => c.json({ data: await listRoomItems(c.var.services.db) }));

  defineRoute(app, registry, {
    method: "get", path: "/roomMaterial/:id", tag, access: "public", summary: "One room item",
    responses: { 200: { description: "The room item", schema: z.object({ data: RoomItemSchema }) } },
  }, async (c) => c.json({ data: await getRoomItemById(c.var.services.db, readIdParam(c)) }));

  defineRoute(app, registry, {
    method: "post", path: "/roomMaterial", tag, access: "staff", summary: "Add a room item",
    body: { schema: RoomItemInputSchema, encodings: ["multipart"], files: [{ name: "image", required: true }] },
    responses: { 201: { description: "Created", schema: savedOne(RoomItemSchema) } },
  }, async (c) => {
    const services = c.var.services;
    const fields = await readBody(c);
    const input = parseFields(RoomItemInputSchema, fields);
    const item = await createRoomItem(services, input, await readImageField(fields));
    return c.json({ message: messages.saved, data: item }, 201);
  });

  defineRoute(app, registry, {
    method: "put", path: "/roomMaterial/:id", tag, access: "staff", summary: "Update a room item (a new image is optional)",
    body: { schema: RoomItemInputSchema, encodings: ["json", "multipart"], files: [{ name: "image", required: false }] },
    responses: { 200: { description: "Updated", schema: savedOne(RoomItemSchema) } },
  }, async (c) => {
    const services = c.var.services;
    const id = readIdParam(c);
    const fields = await readBody(c);
    const input = parseFields(RoomItemInputSchema, fields);
    const item = await updateRoomItem(services, id, input, await readImageField(fields));
    return c.json({ message: messages.saved, data: item });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/roomMaterial/:id", tag, access: "staff", summary: "Delete a room item and its image files",
    responses: { 200: { description: "Deleted", schema: MessageSchema } },
  }, async (c) => {
    const services = c.var.services;
    await deleteRoomItem(services, readIdParam(c));
    return c.json({ message: messages.deleted });
  });
}
