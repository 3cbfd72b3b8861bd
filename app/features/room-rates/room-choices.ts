import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { fieldError } from "~/lib/errors";
import type { RecordChoice } from "~/platform/records/content-type";
import { roomsWords } from "~/features/rooms/rooms-words";

/** The room types as the rate and closure forms offer them: id and name, by name. */
export async function roomTypeChoices(db: Kysely<Database>): Promise<Record<string, RecordChoice[]>> {
  const rooms = await db.selectFrom("rooms").select(["id", "name"]).orderBy("name").execute();
  return { roomId: rooms.map((room) => ({ value: String(room.id), label: room.name })) };
}

/** A rate or closure belongs to a room type that exists; anything else is the field's error, not a failed write. */
export async function requireRoomType(input: { roomId: number }, db: Kysely<Database>): Promise<void> {
  const room = await db.selectFrom("rooms").select("id").where("id", "=", input.roomId).executeTakeFirst();
  if (!room) throw fieldError("roomId", roomsWords.msg("roomTypeRequired"));
}

/** "Classic King", or the id when the room type is gone from the list. */
export function roomTypeName(choices: readonly RecordChoice[], roomId: number): string {
  return choices.find((choice) => choice.value === String(roomId))?.label ?? `Room type ${roomId}`;
}
