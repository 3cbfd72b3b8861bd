import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { MediaStorage } from "./media-storage.server";
import { variantFiles } from "./store-image.server";

/**
 * How long a stored file may have no record before the sweep takes it: an upload writes its
 * files first and its record after, so a file younger than this may be an upload in progress.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** What one sweep removed. */
export interface SweepCount {
  /** Picture files no media row names. */
  pictures: number;
  /** Videos, PDFs and attachments no files row names. */
  files: number;
  /** Leftovers of interrupted writes (the disk's temporary files). */
  temporary: number;
}

/** Is a picture file named by a media row? Names are `<key>-<width>.<ext>`: only rows of that key can name it. */
async function pictureInUse(db: Kysely<Database>, file: string): Promise<boolean> {
  const key = file.replace(/-\d+\.[a-z0-9]+$/i, "");
  const rows = await db.selectFrom("media").select("variants").where("key", "=", key).execute();
  return rows.some((row) => variantFiles(row.variants).includes(file));
}

async function fileInUse(db: Kysely<Database>, file: string): Promise<boolean> {
  return (await db.selectFrom("files").select("id").where("stored_name", "=", file).executeTakeFirst()) !== undefined;
}

/**
 * Removes from one storage the files no record names that are older than `before`. Each
 * candidate is looked at again just before it goes: still old (a picture uploaded again with
 * the same bytes is written afresh, see store-image.server.ts) and still named by nothing.
 */
async function sweepOne(storage: MediaStorage, before: Date, inUse: (file: string) => Promise<boolean>): Promise<number> {
  const candidates: string[] = [];
  for await (const object of storage.list()) if (object.modifiedAt < before) candidates.push(object.name);
  let removed = 0;
  for (const file of candidates) {
    if (await inUse(file)) continue;
    const current = await storage.head(file);
    if (!current || current.modifiedAt >= before) continue;
    await storage.delete(file);
    removed++;
  }
  return removed;
}

/**
 * One sweep over pictures and files, on disk or in the bucket: a crash between writing an
 * upload's files and committing its record leaves files nothing points to; this removes them
 * once they are older than `graceMs`, and the disk's temporary files of interrupted writes.
 */
export async function sweepOrphanFiles(
  db: Kysely<Database>,
  stores: { storage: MediaStorage; files: MediaStorage },
  options: { graceMs?: number; now?: Date } = {},
): Promise<SweepCount> {
  const before = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_GRACE_MS));
  const pictures = await sweepOne(stores.storage, before, (file) => pictureInUse(db, file));
  const files = await sweepOne(stores.files, before, (file) => fileInUse(db, file));
  const temporary = (await stores.storage.sweepTemporary(before)) + (await stores.files.sweepTemporary(before));
  return { pictures, files, temporary };
}
