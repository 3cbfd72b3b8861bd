import { type Kysely, Migrator } from "kysely";
import type { Database } from "../app/lib/db-schema";
import { ensureChangeNotifications } from "./change-notifications.server";
import { migrations } from "./migrations/index";

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
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
