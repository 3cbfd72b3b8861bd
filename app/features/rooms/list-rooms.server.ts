import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { AppError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import type { PublicRoom, PublicRoomItem } from "~/features/rooms/schema";
import { selectRoomItems, selectRooms, toPublicRoom, toPublicRoomItem } from "~/features/rooms/room-queries.server";

export async function listRooms(db: Kysely<Database>): Promise<PublicRoom[]> {
  return (await selectRooms(db).execute()).map(toPublicRoom);
}

export async function getRoomById(db: Kysely<Database>, id: number): Promise<PublicRoom> {
  const row = await selectRooms(db).where("rooms.id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", messages.notFound);
  return toPublicRoom(row);
}

export async function listRoomItems(db: Kysely<Database>): Promise<PublicRoomItem[]> {
  return (await selectRoomItems(db).execute()).map(toPublicRoomItem);
}

export async function getRoomItemById(db: Kysely<Database>, id: number): Promise<PublicRoomItem> {
  const row = await selectRoomItems(db).where("room_items.id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", messages.notFound);
  return toPublicRoomItem(row);
}
