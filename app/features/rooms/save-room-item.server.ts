import type { AppServices } from "~/lib/app-context";
import { fieldError } from "~/lib/errors";
import { messages } from "~/lib/messages";
import { deleteWithImage, insertWithImage, updateWithImage } from "~/features/media/image-records.server";
import type { PreparedImage } from "~/features/media/prepare-image.server";
import { getRoomItemById } from "~/features/rooms/list-rooms.server";
import type { PublicRoomItem, RoomItemInput } from "~/features/rooms/schema";

type Services = Pick<AppServices, "db" | "storage">;

const columns = (input: RoomItemInput) => ({ room_name: input.name, item_name: input.itemName });

export async function createRoomItem(services: Services, input: RoomItemInput, image: PreparedImage | undefined): Promise<PublicRoomItem> {
  if (!image) throw fieldError("image", messages.imageRequired);
  const id = await insertWithImage(services, "room_items", columns(input), image);
  return getRoomItemById(services.db, id);
}

export async function updateRoomItem(
  services: Services,
  id: number,
  input: RoomItemInput,
  image: PreparedImage | undefined,
): Promise<PublicRoomItem> {
  await updateWithImage(services, "room_items", id, columns(input), image);
  return getRoomItemById(services.db, id);
}

export async function deleteRoomItem(services: Services, id: number): Promise<void> {
  await deleteWithImage(services, "room_items", id);
}
