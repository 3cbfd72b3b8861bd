import { type Kysely, PostgresAdapter, sql, SqliteAdapter } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { CHANGE_CHANNEL, SQLITE_CHANGE_COUNTS } from "~/platform/db/change-watch.server";

const FUNCTION_NAME = "hotel_notify_change";
const TRIGGER_NAME = "hotel_notify_change";
/** SQLite triggers are named `hotel_change_<table>_<insert|update|delete>`. */
const SQLITE_TRIGGER_PREFIX = "hotel_change_";
/** Tables no cache reads from: a failed login on another server must not make every server re-read everything. */
const NOT_NOTIFIED = ["rate_limit_hits"];

/**
 * Every write to an application table, from any client (another server, a script, psql), is
 * announced to the other servers' change watch (app/platform/db/change-watch.server.ts) with the
 * table's name, so each refreshes only what read that table.
 *
 * - PostgreSQL: a statement-level trigger sends the name on CHANGE_CHANNEL (a thousand-row
 *   import is one notification, not a thousand).
 * - SQLite has no notifications: row triggers count the table's writes in
 *   SQLITE_CHANGE_COUNTS, which a watching server reads when `PRAGMA data_version` says
 *   another connection committed.
 *
 * Run after every migration run rather than written as a migration, so a table added by a
 * later migration is covered without anyone remembering to. Idempotent, and safe for servers
 * starting together (an advisory lock on PostgreSQL, IF NOT EXISTS on SQLite). Kysely's own
 * bookkeeping tables are left out, and so are NOT_NOTIFIED.
 */
export async function ensureChangeNotifications(db: Kysely<Database>): Promise<void> {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return ensurePostgresNotifications(db);
  if (adapter instanceof SqliteAdapter) return ensureSqliteCounts(db);
}

async function ensurePostgresNotifications(db: Kysely<Database>): Promise<void> {
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

async function ensureSqliteCounts(db: Kysely<Database>): Promise<void> {
  // migrateToLatest calls this inside its IMMEDIATE transaction, so servers starting together
  // take turns. Every step may run twice without harm all the same.
  await sql.raw(`create table if not exists ${SQLITE_CHANGE_COUNTS} (name text primary key, version integer not null) without rowid`).execute(db);
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master
     where type = 'table'
       and name not like 'sqlite\\_%' escape '\\'
       and name not like 'kysely\\_migration%' escape '\\'
       and name <> ${SQLITE_CHANGE_COUNTS}
  `.execute(db);
  const { rows: triggers } = await sql<{ name: string; table: string }>`
    select name, tbl_name as "table" from sqlite_master where type = 'trigger' and name like 'hotel\\_change\\_%' escape '\\'
  `.execute(db);
  // A trigger left on a renamed table would count the old name: dropped, then made afresh.
  const existing = new Set<string>();
  for (const trigger of triggers) {
    if (trigger.name.startsWith(`${SQLITE_TRIGGER_PREFIX}${trigger.table}_`)) existing.add(trigger.name);
    else await sql`drop trigger if exists ${sql.id(trigger.name)}`.execute(db);
  }
  for (const { name } of tables) {
    if (NOT_NOTIFIED.includes(name)) continue;
    for (const event of ["insert", "update", "delete"]) {
      const trigger = `${SQLITE_TRIGGER_PREFIX}${name}_${event}`;
      if (existing.has(trigger)) continue;
      // The table's name as an SQL string literal: names come from sqlite_master, quoted all the same.
      const literal = `'${name.replaceAll("'", "''")}'`;
      await sql
        .raw(
          `create trigger if not exists "${trigger}" after ${event} on "${name}" begin
  insert into ${SQLITE_CHANGE_COUNTS} (name, version) values (${literal}, 1)
    on conflict (name) do update set version = version + 1;
end`,
        )
        .execute(db);
    }
  }
}
