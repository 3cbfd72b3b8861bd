import type { Transaction } from "kysely";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/platform/db/db-schema";
import { log } from "~/platform/runtime/log.server";
import type { PreparedImage } from "~/platform/media/prepare-image.server";
import { releaseImage, withStoredImage } from "~/platform/media/store-image.server";

interface ImageWrite<T> {
  value: T;
  /** Images the write detached from the record (replaced or deleted); released after commit. */
  dropImageIds: (number | null)[];
}

/**
 * The one way content records change their image. With a new image, its files are written
 * first and removed again if the transaction fails, so a refused or failed save leaves
 * nothing behind; images the record no longer uses lose their row in the same transaction
 * and their files once it has committed.
 */
export async function writeWithImage<T>(
  services: Pick<AppServices, "db" | "storage">,
  image: PreparedImage | undefined,
  write: (trx: Transaction<Database>, newImageId: number | null) => Promise<ImageWrite<T>>,
): Promise<T> {
  const run = async (trx: Transaction<Database>, newImageId: number | null) => {
    const { value, dropImageIds } = await write(trx, newImageId);
    const cleanups = [];
    for (const id of dropImageIds) cleanups.push(await releaseImage(trx, id));
    return { value, cleanups };
  };
  const { value, cleanups } = image
    ? await withStoredImage(services.db, services.storage, image, run)
    : await services.db.transaction().execute((trx) => run(trx, null));
  for (const cleanup of cleanups) {
    // The record is already consistent; a file that could not be removed is only disk space.
    await cleanup(services.storage).catch((error: unknown) => log.warn("media cleanup failed", { error }));
  }
  return value;
}
