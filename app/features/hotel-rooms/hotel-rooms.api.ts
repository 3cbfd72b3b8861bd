import type { Hono } from "hono";
import { z } from "zod";
import type { Viewer } from "~/platform/auth/roles";
import { AppError } from "~/lib/errors";
import { fieldWords } from "~/platform/forms/field-words";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { addHotelRoom, bringBackInService, getHotelRoom, listHotelRooms, removeHotelRoom, takeOutOfOrder, updateHotelRoom } from "~/features/hotel-rooms/hotel-rooms.server";
import { moveStay, roomsOfStay } from "~/features/hotel-rooms/room-assignment.server";
import { hotelRoomsStaffWords as words } from "~/features/hotel-rooms/hotel-rooms-staff-words";
import {
  HotelRoomFilterSchema,
  HotelRoomInputSchema,
  HotelRoomSchema,
  HotelRoomUpdateSchema,
  MoveInputSchema,
  OutOfOrderInputSchema,
  StayRoomSchema,
} from "~/features/hotel-rooms/schema";

/** The signed-in caller of a route whose access check already required one. */
function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error("signed-in route without a viewer");
  return viewer;
}

const RoomAnswer = z.object({ message: z.string(), data: HotelRoomSchema });

/**
 * The hotel's rooms (DECISIONS §11, decision 058), for staff: each room type's rooms, their
 * out-of-order periods, the rooms a stay holds and moving it to another.
 */
export default function mountHotelRoomsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Room numbers";
  const example = { roomTypeId: 1, number: "204", floor: 2, notes: "Connecting door to 206" };

  defineRoute(app, registry, {
    method: "get", path: "/hotel-rooms", tag, access: "staff", summary: "The hotel's rooms (`?roomType=ID` for one type's), by type, floor and number, each with its out-of-order periods not yet over",
    responses: { 200: { description: "Rooms", schema: z.object({ data: z.array(HotelRoomSchema) }) } },
  }, async (c) => c.json({ data: await listHotelRooms(c.var.services.db, parseFields(HotelRoomFilterSchema, c.req.query())) }));

  defineRoute(app, registry, {
    method: "post", path: "/hotel-rooms", tag, access: "staff", summary: "Add a room to a room type (its inventory grows by one); a number already in the hotel is refused",
    body: { schema: HotelRoomInputSchema, encodings: ["json", "multipart"], example },
    responses: { 201: { description: "Added", schema: RoomAnswer } },
  }, async (c) => {
    const data = await addHotelRoom(c.var.services.db, parseFields(HotelRoomInputSchema, await readBody(c)), signedIn(c.var.viewer));
    return c.json({ message: words.msg("roomAdded", { number: data.number }), data }, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/hotel-rooms/:id", tag, access: "staff", summary: "One room",
    responses: { 200: { description: "The room", schema: z.object({ data: HotelRoomSchema }) } },
  }, async (c) => c.json({ data: await getHotelRoom(c.var.services.db, readIdParam(c)) }));

  defineRoute(app, registry, {
    method: "put", path: "/hotel-rooms/:id", tag, access: "staff", summary: "Rename a room, change its floor or notes",
    body: { schema: HotelRoomUpdateSchema, encodings: ["json", "multipart"], example: { number: "204", floor: 2, notes: "" } },
    responses: { 200: { description: "Saved", schema: RoomAnswer } },
  }, async (c) => {
    const id = readIdParam(c);
    const data = await updateHotelRoom(c.var.services.db, id, parseFields(HotelRoomUpdateSchema, await readBody(c)), signedIn(c.var.viewer));
    return c.json({ message: words.msg("roomSaved", { number: data.number }), data });
  });

  defineRoute(app, registry, {
    method: "delete", path: "/hotel-rooms/:id", tag, access: "staff", summary: "Remove a room (its type's inventory shrinks by one); 409 while stays hold it from today on",
    responses: { 200: { description: "Removed", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    const { number } = await removeHotelRoom(c.var.services.db, readIdParam(c), signedIn(c.var.viewer));
    return c.json({ message: words.msg("roomRemoved", { number }) });
  });

  defineRoute(app, registry, {
    method: "post", path: "/hotel-rooms/:id/out-of-order", tag, access: "staff",
    summary: "Take a room out of order from its first night (`from`) until it is back in service (`to`, exclusive), with a reason: one room fewer to sell on those nights; 409 while a stay holds it on one of them",
    body: { schema: OutOfOrderInputSchema, encodings: ["json", "multipart"], example: { from: "2099-06-01", to: "2099-06-04", reason: "Bathroom being retiled" } },
    responses: { 201: { description: "Out of order", schema: RoomAnswer } },
  }, async (c) => {
    const id = readIdParam(c);
    const input = parseFields(OutOfOrderInputSchema, await readBody(c));
    const data = await takeOutOfOrder(c.var.services.db, id, input, signedIn(c.var.viewer));
    return c.json({ message: words.msg("roomOutOfOrder", { number: data.number, from: input.from, to: input.to }), data }, 201);
  });

  defineRoute(app, registry, {
    method: "delete", path: "/hotel-rooms/:id/out-of-order/:periodId", tag, access: "staff", summary: "Bring a room back into service: its out-of-order period is withdrawn",
    responses: { 200: { description: "Back in service", schema: RoomAnswer } },
  }, async (c) => {
    const id = readIdParam(c);
    const periodId = parseRecordId(c.req.param("periodId"));
    if (periodId === null) throw new AppError("not_found", fieldWords.msg("notFound"));
    const data = await bringBackInService(c.var.services.db, id, periodId, signedIn(c.var.viewer));
    return c.json({ message: words.msg("roomBackInService", { number: data.number }), data });
  });

  defineRoute(app, registry, {
    method: "get", path: "/reservations/:id/rooms", tag, access: "staff", summary: "The rooms a stay holds, as stretches of nights per room (none until it is confirmed)",
    responses: { 200: { description: "Its rooms", schema: z.object({ data: z.array(StayRoomSchema) }) } },
  }, async (c) => c.json({ data: await roomsOfStay(c.var.services.db, readIdParam(c)) }));

  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/move", tag, access: "staff",
    summary: "Move a stay's nights in room `from` to room `to` (same type, or an upgrade at the price booked); 409 when `to` is taken or out of order on any of those nights",
    body: { schema: MoveInputSchema, encodings: ["json", "multipart"], example: { from: 12, to: 14 } },
    responses: { 200: { description: "Moved", schema: z.object({ message: z.string(), data: z.array(StayRoomSchema) }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const result = await moveStay(c.var.services.db, id, parseFields(MoveInputSchema, await readBody(c)), signedIn(c.var.viewer));
    return c.json({ message: result.message, data: result.rooms });
  });
}
