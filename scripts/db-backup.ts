// npm run db:backup [-- FOLDER] — a consistent copy of what the hotel cannot lose, taken while
// the site runs: the database (SQLite's online backup, never a half-written file; with
// DATABASE_URL, pg_dump's custom format for pg_restore) and the uploads, from DATA_DIR or, with
// MEDIA_BUCKET, from the bucket (into the same media/ and files/ folders). FOLDER must not
// exist yet; by default backups/<date-time> beside DATA_DIR.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import BetterSqlite3 from "better-sqlite3";
import { loadEnv } from "../app/platform/runtime/env.server";
import type { MediaStorage } from "../app/platform/media/media-storage.server";

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
let fromBucket = "";
if (env.MEDIA_BUCKET) {
  // After the database: an upload finished in between is an extra file (the orphan sweep's
  // business after a restore), never a record without its file.
  try {
    const counts = await copyBucket(target);
    fromBucket = `, with the bucket ${env.MEDIA_BUCKET}'s uploads (${counts.media} in media/, ${counts.files} in files/)`;
  } catch (error) {
    console.error(`Not backed up: ${error instanceof Error ? error.message : String(error)}.`);
    fs.rmSync(target, { recursive: true, force: true });
    process.exit(1);
  }
}
const folders = env.MEDIA_BUCKET ? [env.paths.outboxDir] : [env.paths.mediaDir, env.paths.filesDir, env.paths.outboxDir];
for (const folder of folders) {
  if (fs.existsSync(folder)) fs.cpSync(folder, path.join(target, path.basename(folder)), { recursive: true });
}

/** The bucket's `media/` and `files/` into folders of those names: the layout DATA_DIR has, so either can be restored from it. */
async function copyBucket(into: string): Promise<{ media: number; files: number }> {
  const { bucketSettingsFrom, openBucketStorage } = await import("../app/platform/media/s3-storage.server");
  const settings = bucketSettingsFrom(env);
  if (!settings) throw new Error("MEDIA_BUCKET needs AWS_REGION");
  const stores = await openBucketStorage(settings);
  try {
    return { media: await copyStore(stores.storage, path.join(into, "media")), files: await copyStore(stores.files, path.join(into, "files")) };
  } finally {
    stores.close();
  }
}

/** Every object of one store into `folder`, eight at a time. */
async function copyStore(store: MediaStorage, folder: string): Promise<number> {
  fs.mkdirSync(folder, { recursive: true });
  const names: string[] = [];
  for await (const object of store.list()) names.push(object.name);
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const read = await store.get(name);
      // Deleted since the listing (a record removed meanwhile): nothing to keep.
      if (!read) continue;
      await pipeline(Readable.fromWeb(read.body as NodeReadableStream<Uint8Array>), fs.createWriteStream(path.join(folder, name)));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return fs.readdirSync(folder).length;
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

const uploadsBack = env.MEDIA_BUCKET
  ? `put media/ and files/ back in the bucket (aws s3 sync media s3://${env.MEDIA_BUCKET}/media, the same for files) and outbox/ in DATA_DIR`
  : "put the folders in DATA_DIR";
console.log(
  env.DATABASE_URL
    ? `Backed up to ${target}${fromBucket}. To restore: stop the site, pg_restore --dbname=<empty database> hotel.pgdump, ${uploadsBack}, start it.`
    : env.MEDIA_BUCKET
      ? `Backed up to ${target}${fromBucket}. To restore: stop the site, put hotel.sqlite in DATA_DIR, ${uploadsBack}, start it.`
      : `Backed up to ${target}. To restore: stop the site, put these in DATA_DIR, start it.`,
);
