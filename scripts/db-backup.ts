// npm run db:backup [-- FOLDER] — a consistent copy of what the hotel cannot lose, taken while
// the site runs: the embedded database (SQLite's online backup, never a half-written file)
// and the uploads. FOLDER must not exist yet; by default backups/<date-time> beside DATA_DIR.
// With DATABASE_URL the database is PostgreSQL's to dump (pg_dump); the uploads are copied.
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
  console.log("DATABASE_URL is set: back the database up with pg_dump --format=custom; copying the uploads only.");
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
console.log(`Backed up to ${target}. To restore: stop the site, put these in DATA_DIR, start it.`);
