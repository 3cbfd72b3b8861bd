import { type CreateTableBuilder, type Kysely, sql } from "kysely";
import { normaliseName } from "../../app/lib/normalise-name";
import { imageColumn, isPostgres, withId, withTimestamps } from "./column-helpers";

/**
 * Columns the code has always treated as never null now say so in the database too
 * (db/db-schema-matches-migrations.test.ts compares app/platform/db/db-schema.ts with both engines):
 *
 * - `rooms.name_key` was added by 0070 without NOT NULL (a column added to a table with rows
 *   cannot have it on SQLite), on both engines.
 * - On SQLite, a PRIMARY KEY that is not an INTEGER one accepts NULL unless it says NOT NULL
 *   (an old SQLite quirk kept for compatibility): `settings.key`, `access_tokens.token_hash`
 *   and `refresh_tokens.token_hash`. PostgreSQL's primary keys are never null.
 *
 * PostgreSQL changes a column's nullability in place. SQLite cannot, so those four tables are
 * made again with the same columns, indexes and rows (SQLite's documented way of changing a
 * table); no other table references them, so dropping the old ones cascades nowhere. Rows the
 * stricter tables would refuse are mended or, where they are of no use, left out: a room
 * without a key gets one as 0070 made them; a token or setting without a key cannot be looked
 * up, so it goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await giveRoomsTheirKeys(db);
  if (isPostgres(db)) {
    await db.schema.alterTable("rooms").alterColumn("name_key", (c) => c.setNotNull()).execute();
    return;
  }

  await rebuildSqliteTable(db, "settings", ["key", "value"], (t) =>
    t.addColumn("key", "text", (c) => c.primaryKey().notNull()).addColumn("value", "text", (c) => c.notNull()),
  );
  for (const table of ["access_tokens", "refresh_tokens"] as const) {
    const columns = table === "refresh_tokens" ? ["token_hash", "session_id", "expires_at", "used_at"] : ["token_hash", "session_id", "expires_at"];
    await rebuildSqliteTable(db, table, columns, (t) => {
      const base = t
        .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
        .addColumn("session_id", "integer", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
        .addColumn("expires_at", "text", (c) => c.notNull());
      return table === "refresh_tokens" ? base.addColumn("used_at", "text") : base;
    });
    await db.schema.createIndex(`${table}_session_id`).on(table).column("session_id").execute();
  }
  await rebuildSqliteTable(db, "rooms", ["id", "name", "fee", "description", "image_id", "created_at", "updated_at", "name_key"], (t) =>
    withTimestamps(
      withId(db, t)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("fee", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("description", "text")
        .addColumn("image_id", "integer", imageColumn),
    ).addColumn("name_key", "text", (c) => c.notNull()),
  );
  await db.schema.createIndex("rooms_name_key").on("rooms").column("name_key").unique().execute();
}

/** Rooms without a key (none are expected) get one as migration 0070 gave them. */
async function giveRoomsTheirKeys(db: Kysely<unknown>): Promise<void> {
  const { rows: missing } = await sql<{ id: number; name: string }>`select id, name from rooms where name_key is null order by id`.execute(db);
  if (missing.length === 0) return;
  const { rows: taken } = await sql<{ name_key: string }>`select name_key from rooms where name_key is not null`.execute(db);
  const seen = new Set(taken.map((r) => r.name_key));
  for (const { id, name } of missing) {
    const key = normaliseName(name);
    const unique = seen.has(key) ? `${key}#${id}` : key;
    seen.add(unique);
    await sql`update rooms set name_key = ${unique} where id = ${id}`.execute(db);
  }
}

/**
 * Makes `table` again as `define` describes it and copies `columns` of every row whose first
 * column (its key) is not null. An AUTOINCREMENT table keeps its counter, so the id of a room deleted last is not given
 * again (the activity log names records by id). The caller recreates the indexes.
 */
async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
  define: (builder: CreateTableBuilder<string, never>) => CreateTableBuilder<string, string>,
): Promise<void> {
  const rebuilt = `${table}__rebuilt`;
  const list = sql.join(columns.map((c) => sql.id(c)));
  const { rows: counter } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
  await define(db.schema.createTable(rebuilt)).execute();
  // A row with a null where the new table says NOT NULL is left out (see above).
  await sql`insert into ${sql.table(rebuilt)} (${list}) select ${list} from ${sql.table(table)} where ${sql.id(columns[0]!)} is not null`.execute(db);
  await db.schema.dropTable(table).execute();
  await db.schema.alterTable(rebuilt).renameTo(table).execute();
  const before = counter[0]?.seq;
  if (before !== undefined) {
    await sql`delete from sqlite_sequence where name = ${table} and seq < ${before}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) select ${table}, ${before} where not exists (select 1 from sqlite_sequence where name = ${table})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The stricter SQLite tables suit older code as well; only PostgreSQL's change is undone.
  if (isPostgres(db)) await db.schema.alterTable("rooms").alterColumn("name_key", (c) => c.dropNotNull()).execute();
}
