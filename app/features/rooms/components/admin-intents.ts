import { recordIntents } from "~/platform/records/record-type";
import { ROOM_ITEM_TYPE } from "~/features/rooms/room-item.type";
import { ROOM_TYPE } from "~/features/rooms/room.type";

/** The `intent` values the back-office Rooms screen posts (handled by handleRecordIntents). */
export const ROOM_INTENTS = recordIntents(ROOM_TYPE);
export const ROOM_ITEM_INTENTS = recordIntents(ROOM_ITEM_TYPE);
