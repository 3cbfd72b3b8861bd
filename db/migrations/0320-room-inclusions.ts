import type { Kysely } from "kysely";

/**
 * What a room type's rate includes (breakfast, Wi-Fi, an airport transfer…), one item per line
 * as staff write it on the Rooms screen; /booking lists it under each room type. Null for none
 * given: the page then promises nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("rooms").addColumn("inclusions", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("rooms").dropColumn("inclusions").execute();
}
