import { type Kysely, Migrator, sql, SqliteAdapter } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { ensureChangeNotifications } from "./change-notifications.server";
import { migrations } from "../../../db/migrations/index";

/**
 * The database was migrated by a newer release of the site than this one (a roll-back of the
 * code without the database): this code does not know its schema, so it must not run on it.
 */
export class DatabaseFromNewerRelease extends Error {
  constructor(readonly unknownMigrations: string[]) {
    super(`the database was migrated by a newer release of the site (migration ${unknownMigrations.map((m) => `"${m}"`).join(", ")} is unknown here)`);
  }
}

/** Applied migrations this code does not have (none on a new database). */
async function unknownAppliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((t) => t.name === "kysely_migration")) return [];
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return rows.map((r) => r.name).filter((name) => !Object.hasOwn(migrations, name));
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const run = async () => {
    const unknown = await unknownAppliedMigrations(db);
    if (unknown.length > 0) throw new DatabaseFromNewerRelease(unknown);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  };
  // Tables a migration just created get their change notifications too. On SQLite that runs
  // inside the same write lock: triggers made by another server between two of this one's
  // statements would void its prepared statements ("database schema has changed").
  const runThenNotify = async () => {
    const applied = await run();
    await ensureChangeNotifications(db);
    return applied;
  };
  return db.getExecutor().adapter instanceof SqliteAdapter ? holdingSqliteWriteLock(db, runThenNotify) : runThenNotify();
}

/** How long a server waits for another one's migrations on the same SQLite file. */
const SQLITE_MIGRATION_WAIT_MS = 120_000;

/**
 * Kysely runs SQLite migrations statement by statement with no lock (it assumes one process),
 * so two servers starting together on a new file ran the same migration at once and one
 * stopped on "table already exists", and a start stopped half-way left half a migration.
 * Here all pending migrations run in one IMMEDIATE transaction (SQLite's DDL is
 * transactional): the file's write lock keeps other servers waiting until they are applied,
 * after which those servers find nothing left to do, and a failure leaves the file as it was.
 */
async function holdingSqliteWriteLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_MIGRATION_WAIT_MS;
  for (;;) {
    try {
      // Waits up to the connection's busy timeout for the lock, then says SQLITE_BUSY.
      await sql`begin immediate`.execute(db);
      break;
    } catch (error) {
      const busy = (error as { code?: unknown }).code === "SQLITE_BUSY";
      if (!busy || Date.now() > deadline) throw error;
    }
  }
  try {
    const result = await work();
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db).catch(() => {});
    throw error;
  }
}

/** True when every known migration has been applied (used by /readyz). */
export async function migrationsAreCurrent(db: Kysely<Database>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const list = await migrator.getMigrations();
  return list.every((m) => m.executedAt !== undefined);
}
