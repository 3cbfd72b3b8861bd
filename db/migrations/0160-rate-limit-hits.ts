import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * The rate limits' counts (docs/decisions/009-rate-limits.md), kept in the database so that
 * every server process on it counts the same attempts: two instances behind one load balancer
 * must not each allow five wrong passwords a minute.
 *
 * One row per counted attempt: `id` ranks attempts made at the same moment, `bucket` names
 * the limit ("login-address", "register", ...), `key_hash` is the sha256 of what is limited
 * (an address, an email, both), so no address or email is kept in clear, and `at` is the
 * attempt's time in epoch milliseconds. Rows leave once out of their window (at the next
 * attempt of that key, or in the hourly housekeeping).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("rate_limit_hits"))
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("key_hash", "text", (c) => c.notNull())
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_key").on("rate_limit_hits").columns(["bucket", "key_hash", "at"]).execute();
  await db.schema.createIndex("rate_limit_hits_at").on("rate_limit_hits").column("at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").ifExists().execute();
}
