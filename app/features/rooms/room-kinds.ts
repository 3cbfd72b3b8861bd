import type { RecordKind } from "~/platform/records/record-type";

export const ROOM_KIND: RecordKind = { key: "room", noun: "room" };
/** Room items keep the intents the Rooms screen has always posted (`create-item`, ...). */
export const ROOM_ITEM_KIND: RecordKind = { key: "item", noun: "room item" };
