import type { Kysely } from "kysely";

/** Capacity per seating layout, as the public capacity chart lists them (SPEC §2). */
const LAYOUT_COLUMNS = ["cinema", "classroom", "u_shape", "boardroom", "banquet", "cocktail"] as const;

/**
 * Conference rooms stored the hall in `name` and the sub-room in `fee` (SPEC §3's wire
 * names). The columns now say what they hold; the API keeps SPEC's names. Each layout's
 * capacity becomes a number (null: not offered or not published), so the capacity chart is
 * built from data. Renames keep every row; one statement per change, as SQLite requires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conference_rooms").renameColumn("name", "hall").execute();
  await db.schema.alterTable("conference_rooms").renameColumn("fee", "sub_room").execute();
  for (const column of LAYOUT_COLUMNS) {
    await db.schema.alterTable("conference_rooms").addColumn(column, "integer").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of LAYOUT_COLUMNS) {
    await db.schema.alterTable("conference_rooms").dropColumn(column).execute();
  }
  await db.schema.alterTable("conference_rooms").renameColumn("sub_room", "fee").execute();
  await db.schema.alterTable("conference_rooms").renameColumn("hall", "name").execute();
}
