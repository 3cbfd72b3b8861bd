import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/platform/db/db-schema";
import { log } from "~/platform/runtime/log.server";
import type { FileVisibility } from "~/platform/files/file-rules";
import type { PreparedFile } from "~/platform/files/prepare-file.server";

type Services = Pick<AppServices, "db" | "files">;

/** A new file on its way in: its bytes, who may fetch it and the name it downloads under. */
interface NewFile {
  prepared: PreparedFile;
  visibility: FileVisibility;
  downloadName: string;
}

interface FileWrite<T> {
  value: T;
  /** File rows the write detached from their record (replaced or deleted); their bytes go after commit. */
  dropFileIds: (number | null)[];
}

/** A random name on disk: never the client's, and unguessable for staff-only files. */
const newStoredName = (ext: string) => `${randomBytes(16).toString("hex")}.${ext}`;

/**
 * The one way records change their file (the counterpart of writeWithImage). A new file's
 * bytes are written before the transaction and removed again if it fails, so a refused or
 * failed save leaves nothing on disk; files the record no longer uses lose their row in the
 * same transaction and their bytes once it has committed.
 */
export async function writeWithFile<T>(
  services: Services,
  file: NewFile | undefined,
  write: (trx: Transaction<Database>, newFileId: number | null) => Promise<FileWrite<T>>,
): Promise<T> {
  const storedName = file ? newStoredName(file.prepared.ext) : null;
  if (file && storedName) await services.files.put(storedName, file.prepared.bytes);
  let result: { value: T; dropped: string[] };
  try {
    result = await services.db.transaction().execute(async (trx) => {
      let newFileId: number | null = null;
      if (file && storedName) {
        const row = await trx
          .insertInto("files")
          .values({
            kind: file.prepared.rule.kind,
            visibility: file.visibility,
            stored_name: storedName,
            download_name: file.downloadName,
            byte_size: file.prepared.bytes.byteLength,
            sha256: file.prepared.sha256,
            mime: file.prepared.mime,
            created_at: new Date().toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        newFileId = row.id;
      }
      const { value, dropFileIds } = await write(trx, newFileId);
      const ids = dropFileIds.filter((id): id is number => id !== null);
      if (ids.length === 0) return { value, dropped: [] };
      const rows = await trx.selectFrom("files").select("stored_name").where("id", "in", ids).execute();
      await trx.deleteFrom("files").where("id", "in", ids).execute();
      return { value, dropped: rows.map((r) => r.stored_name) };
    });
  } catch (error) {
    if (storedName) await services.files.delete(storedName).catch((cleanupError: unknown) => log.warn("file cleanup failed", { file: storedName, error: cleanupError }));
    throw error;
  }
  for (const name of result.dropped) {
    // The record is already consistent; a file that could not be removed is only disk space.
    await services.files.delete(name).catch((error: unknown) => log.warn("file cleanup failed", { file: name, error }));
  }
  return result.value;
}
