// npm run db:migrate — applies pending migrations to the configured database and exits.
import { openDatabase } from "../app/platform/db/db.server";
import { loadEnv } from "../app/platform/runtime/env.server";
import { DatabaseFromNewerRelease, migrateToLatest } from "../app/platform/db/migrate.server";

const env = loadEnv();
const handle = openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.paths.sqliteFile });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : `Database (${handle.engine}) is up to date.`);
} catch (error) {
  // A database from a newer release is an operator's situation, not a bug: one line, no trace.
  if (!(error instanceof DatabaseFromNewerRelease)) throw error;
  console.error(`Not migrated: ${error.message}.`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
