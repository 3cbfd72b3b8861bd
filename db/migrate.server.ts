import { type Kysely, Migrator, sql } from "kysely";
import type { Database } from "../app/lib/db-schema";
import { ensureChangeNotifications } from "./change-notifications.server";
import { migrations } from "./migrations/index";

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
  const unknown = await unknownAppliedMigrations(db);
  if (unknown.length > 0) throw new DatabaseFromNewerRelease(unknown);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // Tables a migration just created get their change notifications too (PostgreSQL).
  await ensureChangeNotifications(db);
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** True when every known migration has been applied (used by /readyz). */
export async function migrationsAreCurrent(db: Kysely<Database>): Promise<boolean> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const list = await migrator.getMigrations();
  return list.every((m) => m.executedAt !== undefined);
}
