import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ROOM_ITEM_TYPE } from "~/features/rooms/room-item.type";
import { ROOM_TYPE } from "~/features/rooms/room.type";

/** The room types on the home page, the Accommodation page, `/api/rooms` and the back-office. */
export const rooms = recordStoreOf(ROOM_TYPE);

/** Room items ("room material", SPEC §3): what each room type holds, keyed by the room's name. */
export const roomItems = recordStoreOf(ROOM_ITEM_TYPE);

/** A room type's id by its name as stored (the reservation bar sends the name), or null when no room type has it. */
export async function roomTypeIdNamed(db: Kysely<Database>, name: string): Promise<number | null> {
  const room = await db.selectFrom("rooms").select("id").where("name", "=", name).executeTakeFirst();
  return room?.id ?? null;
}
