// npm run db:backup [-- FOLDER] — a consistent copy of what the hotel cannot lose, taken while
// the site runs: the database (SQLite's online backup, never a half-written file; with
// DATABASE_URL, pg_dump's custom format for pg_restore) and the uploads. FOLDER must not
// exist yet; by default backups/<date-time> beside DATA_DIR.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { loadEnv } from "../app/lib/env.server";

const env = loadEnv();
const stamp = new Date().toISOString().slice(0, 19).replaceAll(":", "-");
const target = path.resolve(process.argv[2] ?? path.join(path.dirname(env.paths.dataDir), "backups", stamp));
if (fs.existsSync(target)) {
  console.error(`Not backed up: ${target} already exists; name a new folder.`);
  process.exit(1);
}
fs.mkdirSync(target, { recursive: true });

if (env.DATABASE_URL) {
  const dump = spawnSync("pg_dump", ["--format=custom", "--file", path.join(target, "hotel.pgdump")], {
    env: { ...process.env, ...libpqEnvironment(env.DATABASE_URL) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (dump.error || dump.status !== 0) {
    const why = dump.error && "code" in dump.error && dump.error.code === "ENOENT" ? "pg_dump is not installed (apt-get install postgresql-client)" : `pg_dump exited with ${dump.status}`;
    console.error(`Not backed up: ${why}.`);
    // No half a backup left to be mistaken for one.
    fs.rmSync(target, { recursive: true, force: true });
    process.exit(1);
  }
} else if (fs.existsSync(env.paths.sqliteFile)) {
  const source = new BetterSqlite3(env.paths.sqliteFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(path.join(target, path.basename(env.paths.sqliteFile)));
  } finally {
    source.close();
  }
}
for (const folder of [env.paths.mediaDir, env.paths.filesDir, env.paths.outboxDir]) {
  if (fs.existsSync(folder)) fs.cpSync(folder, path.join(target, path.basename(folder)), { recursive: true });
}
/**
 * DATABASE_URL as libpq's variables: on pg_dump's command line its password would show in `ps`,
 * and PGDATABASE alone does not take a URL.
 */
function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const vars: Record<string, string> = { PGHOST: decodeURIComponent(url.hostname), PGDATABASE: decodeURIComponent(url.pathname.slice(1)) };
  if (url.port) vars.PGPORT = url.port;
  if (url.username) vars.PGUSER = decodeURIComponent(url.username);
  if (url.password) vars.PGPASSWORD = decodeURIComponent(url.password);
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) vars.PGSSLMODE = sslmode;
  return vars;
}

console.log(
  env.DATABASE_URL
    ? `Backed up to ${target}. To restore: stop the site, pg_restore --dbname=<empty database> hotel.pgdump, put the folders in DATA_DIR, start it.`
    : `Backed up to ${target}. To restore: stop the site, put these in DATA_DIR, start it.`,
);
