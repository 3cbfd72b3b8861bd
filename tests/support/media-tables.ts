import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../../app/platform/db/db-schema";

/**
 * A fresh in-memory SQLite database holding only the `media` table as the pictures' code reads
 * it (key, size and the variants' JSON): the picture store's and the orphan sweep's tests add
 * what else they need.
 */
export async function memoryDatabaseWithMedia(): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new BetterSqlite3(":memory:") }) });
  await db.schema
    .createTable("media")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  return db;
}
