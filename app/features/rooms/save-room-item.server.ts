import type { AppServices } from "~/lib/app-context";
import { AppError, fieldError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import type { PreparedImage } from "~/features/media/prepare-image.server";
import { writeWithImage } from "~/features/media/write-with-image.server";
import { getRoomItemById } from "~/features/rooms/list-rooms.server";
import type { PublicRoomItem, RoomItemInput } from "~/features/rooms/schema";

type Services = Pick<AppServices, "db" | "storage">;

export async function createRoomItem(
  services: Services,
  input: RoomItemInput,
  image: PreparedImage | undefined,
): Promise<PublicRoomItem> {
  if (!image) throw fieldError("image", messages.imageRequired);
  const id = await writeWithImage(services, image, async (trx, imageId) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("room_items")
      .values({ room_name: input.name, item_name: input.itemName, image_id: imageId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { value: row.id, dropImageIds: [] };
  });
  return getRoomItemById(services.db, id);
}

export async function updateRoomItem(
  services: Services,
  id: number,
  input: RoomItemInput,
  image: PreparedImage | undefined,
): Promise<PublicRoomItem> {
  await writeWithImage(services, image, async (trx, newImageId) => {
    const current = await trx.selectFrom("room_items").select("image_id").where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", messages.notFound);
    await trx
      .updateTable("room_items")
      .set({
        room_name: input.name,
        item_name: input.itemName,
        updated_at: new Date().toISOString(),
        ...(newImageId !== null ? { image_id: newImageId } : {}),
      })
      .where("id", "=", id)
      .execute();
    return { value: undefined, dropImageIds: newImageId !== null ? [current.image_id] : [] };
  });
  return getRoomItemById(services.db, id);
}

export async function deleteRoomItem(services: Services, id: number): Promise<void> {
  await writeWithImage(services, undefined, async (trx) => {
    const current = await trx.selectFrom("room_items").select("image_id").where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", messages.notFound);
    await trx.deleteFrom("room_items").where("id", "=", id).execute();
    return { value: undefined, dropImageIds: [current.image_id] };
  });
}
