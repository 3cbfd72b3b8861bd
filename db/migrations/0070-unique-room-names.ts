import { type Kysely, sql } from "kysely";
import { normaliseName } from "../../app/lib/normalise-name";

/**
 * A room type appears once on the public site: two "Executive Suite" cards confuse guests.
 * `name_key` is the name trimmed, with inner spaces collapsed and lower-cased (computed in
 * TypeScript, so both engines agree on letters beyond ASCII), under a unique index.
 *
 * Rooms already stored twice under one name keep their rows: the later ones get a key
 * suffixed with their id, so the index can be built and staff can rename or delete them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("rooms").addColumn("name_key", "text").execute();
  const rows = await sql<{ id: number; name: string }>`select id, name from rooms order by id`.execute(db);
  const seen = new Set<string>();
  for (const { id, name } of rows.rows) {
    const key = normaliseName(name);
    const unique = seen.has(key) ? `${key}#${id}` : key;
    seen.add(key);
    await sql`update rooms set name_key = ${unique} where id = ${id}`.execute(db);
  }
  await db.schema.createIndex("rooms_name_key").on("rooms").column("name_key").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("rooms_name_key").ifExists().execute();
  await db.schema.alterTable("rooms").dropColumn("name_key").execute();
}
