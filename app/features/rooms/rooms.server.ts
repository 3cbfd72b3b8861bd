import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";

/** A room type's id by its name as stored (the reservation bar sends the name), or null when no room type has it. */
export async function roomTypeIdNamed(db: Kysely<Database>, name: string): Promise<number | null> {
  const room = await db.selectFrom("rooms").select("id").where("name", "=", name).executeTakeFirst();
  return room?.id ?? null;
}
