import type { AppServices } from "~/lib/app-context";
import { AppError, fieldError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import type { PreparedImage } from "~/features/media/prepare-image.server";
import { writeWithImage } from "~/features/media/write-with-image.server";
import { getRoomById } from "~/features/rooms/list-rooms.server";
import type { PublicRoom, RoomInput } from "~/features/rooms/schema";

type Services = Pick<AppServices, "db" | "storage">;

export async function createRoom(services: Services, input: RoomInput, image: PreparedImage | undefined): Promise<PublicRoom> {
  if (!image) throw fieldError("image", messages.imageRequired);
  const id = await writeWithImage(services, image, async (trx, imageId) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto("rooms")
      .values({ name: input.name, fee: input.fee, description: input.description || null, image_id: imageId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { value: row.id, dropImageIds: [] };
  });
  return getRoomById(services.db, id);
}

/** Updates the fields; a new image replaces the old one, whose files are then removed. */
export async function updateRoom(
  services: Services,
  id: number,
  input: RoomInput,
  image: PreparedImage | undefined,
): Promise<PublicRoom> {
  await writeWithImage(services, image, async (trx, newImageId) => {
    const current = await trx.selectFrom("rooms").select("image_id").where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", messages.notFound);
    await trx
      .updateTable("rooms")
      .set({
        name: input.name,
        fee: input.fee,
        description: input.description || null,
        updated_at: new Date().toISOString(),
        ...(newImageId !== null ? { image_id: newImageId } : {}),
      })
      .where("id", "=", id)
      .execute();
    return { value: undefined, dropImageIds: newImageId !== null ? [current.image_id] : [] };
  });
  return getRoomById(services.db, id);
}

export async function deleteRoom(services: Services, id: number): Promise<void> {
  await writeWithImage(services, undefined, async (trx) => {
    const current = await trx.selectFrom("rooms").select("image_id").where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", messages.notFound);
    await trx.deleteFrom("rooms").where("id", "=", id).execute();
    return { value: undefined, dropImageIds: [current.image_id] };
  });
}
