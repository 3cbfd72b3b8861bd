import { type Kysely, PostgresAdapter, sql } from "kysely";
import type { Database } from "../app/lib/db-schema";
import { CHANGE_CHANNEL } from "../app/lib/change-watch.server";

const FUNCTION_NAME = "hotel_notify_change";
const TRIGGER_NAME = "hotel_notify_change";
/** Tables no cache reads from: a failed login on another server must not make every server re-read everything. */
const NOT_NOTIFIED = ["rate_limit_hits"];

/**
 * PostgreSQL only: every write to an application table, from any client (another server, a
 * script, psql), sends the table's name on CHANGE_CHANNEL, which each server's listener turns
 * into a cache refresh (app/lib/change-watch.server.ts). Statement-level, so a thousand-row
 * import is one notification, not a thousand.
 *
 * Run after every migration run rather than written as a migration, so a table added by a
 * later migration is covered without anyone remembering to. Idempotent: only tables without
 * the trigger get one, under an advisory lock, so servers starting together do not race on
 * the catalogue. Kysely's own bookkeeping tables are left out, and so are NOT_NOTIFIED.
 */
export async function ensureChangeNotifications(db: Kysely<Database>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${FUNCTION_NAME}))`.execute(trx);
    await sql
      .raw(
        `create or replace function ${FUNCTION_NAME}() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANGE_CHANNEL}', TG_TABLE_NAME);
  return null;
end
$$`,
      )
      .execute(trx);
    const { rows } = await sql<{ name: string }>`
      select c.relname as name
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema()
         and c.relkind in ('r', 'p')
         and c.relname not like 'kysely\\_migration%'
         and c.relname <> all(${NOT_NOTIFIED})
         and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = ${TRIGGER_NAME})
    `.execute(trx);
    for (const { name } of rows) {
      await sql`create or replace trigger ${sql.id(TRIGGER_NAME)} after insert or update or delete or truncate on ${sql.id(name)} for each statement execute function ${sql.id(FUNCTION_NAME)}()`.execute(trx);
    }
  });
}
