import { recordIntents } from "~/platform/records/record-type";
import { ROOM_ITEM_KIND, ROOM_KIND } from "~/features/rooms/room-kinds";

/** The `intent` values the back-office Rooms screen posts (handled by handleRecordIntents). */
export const ROOM_INTENTS = recordIntents(ROOM_KIND);
export const ROOM_ITEM_INTENTS = recordIntents(ROOM_ITEM_KIND);
