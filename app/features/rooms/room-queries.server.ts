import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { toPicture } from "~/features/media/picture";
import type { PublicRoom, PublicRoomItem } from "~/features/rooms/schema";

type Db = Kysely<Database> | Transaction<Database>;

type MediaColumns = { media_width: number | null; media_height: number | null; media_variants: string | null };

export function pictureOf(row: MediaColumns) {
  if (row.media_variants === null || row.media_width === null || row.media_height === null) return null;
  return toPicture({ width: row.media_width, height: row.media_height, variants: row.media_variants });
}

/** Rooms joined to their image, in the order staff created them. */
export function selectRooms(db: Db) {
  return db
    .selectFrom("rooms")
    .leftJoin("media", "media.id", "rooms.image_id")
    .select([
      "rooms.id",
      "rooms.name",
      "rooms.fee",
      "rooms.description",
      "rooms.image_id",
      "media.width as media_width",
      "media.height as media_height",
      "media.variants as media_variants",
    ])
    .orderBy("rooms.id");
}

type RoomRow = Awaited<ReturnType<ReturnType<typeof selectRooms>["execute"]>>[number];

export function toPublicRoom(row: RoomRow): PublicRoom {
  const picture = pictureOf(row);
  return {
    id: row.id,
    name: row.name,
    fee: row.fee,
    description: row.description,
    image: picture?.src ?? null,
    picture,
  };
}

export function selectRoomItems(db: Db) {
  return db
    .selectFrom("room_items")
    .leftJoin("media", "media.id", "room_items.image_id")
    .select([
      "room_items.id",
      "room_items.room_name",
      "room_items.item_name",
      "room_items.image_id",
      "media.width as media_width",
      "media.height as media_height",
      "media.variants as media_variants",
    ])
    .orderBy("room_items.id");
}

type RoomItemRow = Awaited<ReturnType<ReturnType<typeof selectRoomItems>["execute"]>>[number];

export function toPublicRoomItem(row: RoomItemRow): PublicRoomItem {
  const picture = pictureOf(row);
  return { id: row.id, name: row.room_name, itemName: row.item_name, image: picture?.src ?? null, picture };
}
