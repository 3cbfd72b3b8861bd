import type { RoomFormLimits } from "~/features/rooms/components/admin-room-fields";
import { RoomInputSchema, RoomItemInputSchema } from "~/features/rooms/schema";
import { ROOM_ITEM_TYPE } from "~/features/rooms/room-item.type";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import { translationLimitsOf } from "~/platform/records/translation-input.server";

/** The room forms' HTML constraints, read from the shared schema (see RoomFormLimits). */
export function readRoomFormLimits(): RoomFormLimits {
  const room = RoomInputSchema.shape;
  const fee = room.fee.unwrap().out.unwrap();
  return {
    nameMax: room.name.maxLength ?? undefined,
    feeMin: fee.minValue ?? 0,
    feeMax: fee.maxValue ?? undefined,
    descriptionMax: room.description.unwrap().maxLength ?? undefined,
    inclusionsMax: room.inclusions.unwrap().maxLength ?? undefined,
    inventoryMax: room.inventory.out.unwrap().maxValue ?? undefined,
    maxGuestsMax: room.maxGuests.out.unwrap().maxValue ?? undefined,
    itemNameMax: RoomItemInputSchema.shape.itemName.maxLength ?? undefined,
    chichewa: {
      room: ROOM_TYPE.translatable ?? [],
      item: ROOM_ITEM_TYPE.translatable ?? [],
      limits: { ...translationLimitsOf(ROOM_TYPE), ...translationLimitsOf(ROOM_ITEM_TYPE) },
    },
  };
}
