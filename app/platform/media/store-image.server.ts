import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { log } from "~/platform/runtime/log.server";
import type { MediaStorage } from "./media-storage.server";
import type { PreparedImage } from "./prepare-image.server";
import type { ImageVariant } from "./picture";

type Db = Kysely<Database> | Transaction<Database>;

/** The file names a media row's variants JSON holds; none when it cannot be read. */
export function variantFiles(variants: string): string[] {
  try {
    const parsed = JSON.parse(variants) as ImageVariant[];
    return Array.isArray(parsed) ? parsed.map((v) => v.file).filter((f) => typeof f === "string") : [];
  } catch {
    return [];
  }
}

/** Files named by the media rows with this key, other than `exceptId`. */
async function filesInUse(db: Db, key: string, exceptId?: number): Promise<Set<string>> {
  let query = db.selectFrom("media").select(["variants"]).where("key", "=", key);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  const rows = await query.execute();
  return new Set(rows.flatMap((row) => variantFiles(row.variants)));
}

async function removeQuietly(storage: MediaStorage, files: Iterable<string>): Promise<void> {
  for (const file of files) {
    try {
      await storage.delete(file);
    } catch (error) {
      // A leftover file is harmless (content-addressed); the original error matters more.
      log.warn("media: a picture file could not be removed", { file, error });
    }
  }
}

/**
 * Writes the prepared files, then runs a transaction that inserts the media row and calls
 * `use(trx, mediaId)`; if anything throws, files this call created are removed again (but not
 * files another media row with the same key still uses) and the error is rethrown. Returns
 * what `use` returned.
 *
 * Files that already exist (same picture uploaded before) are never removed here: names are
 * content-addressed, so an existing file already holds these bytes, and another row may use
 * it. They are written again all the same, which makes them new: a file left by an upload that
 * never finished is old, and the orphan sweep (orphan-sweep.server.ts) must not take it from
 * under the row about to name it.
 */
export async function withStoredImage<T>(
  db: Kysely<Database>,
  storage: MediaStorage,
  prepared: PreparedImage,
  use: (trx: Transaction<Database>, mediaId: number) => Promise<T>,
): Promise<T> {
  const created: string[] = [];
  try {
    for (const { variant, bytes } of prepared.files) {
      // Pushed before writing: a failed write to a new name may still leave something behind.
      if (!(await storage.head(variant.file))) created.push(variant.file);
      await storage.put(variant.file, bytes);
    }
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("media")
        .values({
          key: prepared.key,
          width: prepared.width,
          height: prepared.height,
          variants: JSON.stringify(prepared.files.map((f) => f.variant)),
          created_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return use(trx, row.id);
    });
  } catch (error) {
    if (created.length > 0) {
      let keep = new Set<string>();
      try {
        keep = await filesInUse(db, prepared.key);
      } catch {
        // Cannot tell whether another row uses them: keep everything rather than break it.
        keep = new Set(created);
      }
      await removeQuietly(
        storage,
        created.filter((f) => !keep.has(f)),
      );
    }
    throw error;
  }
}

/**
 * Deletes the media row (inside the given db or transaction) and returns a function that
 * removes its files (call it after commit); files still referenced by another media row with
 * the same key are kept. Returns a no-op when mediaId is null or unknown.
 */
export async function releaseImage(
  db: Kysely<Database> | Transaction<Database>,
  mediaId: number | null,
): Promise<(storage: MediaStorage) => Promise<void>> {
  const noop = async () => undefined;
  if (mediaId === null) return noop;
  const row = await db.selectFrom("media").select(["id", "key", "variants"]).where("id", "=", mediaId).executeTakeFirst();
  if (!row) return noop;
  await db.deleteFrom("media").where("id", "=", mediaId).execute();
  const keep = await filesInUse(db, row.key, row.id);
  const files = variantFiles(row.variants).filter((f) => !keep.has(f));
  if (files.length === 0) return noop;
  return (storage) => removeQuietly(storage, files);
}
