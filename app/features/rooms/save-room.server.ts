import type { AppServices } from "~/lib/app-context";
import { fieldError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { deleteWithImage, insertWithImage, updateWithImage } from "~/features/media/image-records.server";
import type { PreparedImage } from "~/features/media/prepare-image.server";
import { getRoomById } from "~/features/rooms/list-rooms.server";
import type { PublicRoom, RoomInput } from "~/features/rooms/schema";

type Services = Pick<AppServices, "db" | "storage">;

const columns = (input: RoomInput) => ({ name: input.name, fee: input.fee, description: input.description || null });

export async function createRoom(services: Services, input: RoomInput, image: PreparedImage | undefined): Promise<PublicRoom> {
  if (!image) throw fieldError("image", messages.imageRequired);
  const id = await insertWithImage(services, "rooms", columns(input), image);
  return getRoomById(services.db, id);
}

/** Updates the fields; a new image replaces the old one, whose files are then removed. */
export async function updateRoom(services: Services, id: number, input: RoomInput, image: PreparedImage | undefined): Promise<PublicRoom> {
  await updateWithImage(services, "rooms", id, columns(input), image);
  return getRoomById(services.db, id);
}

export async function deleteRoom(services: Services, id: number): Promise<void> {
  await deleteWithImage(services, "rooms", id);
}
