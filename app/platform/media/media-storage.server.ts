import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, open, readdir, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

/** One stored file as a listing shows it. */
export interface StoredObject {
  name: string;
  size: number;
  modifiedAt: Date;
}

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file being read: its bytes (the whole file, or the range asked for) and its whole size. */
export interface ObjectRead {
  body: ReadableStream<Uint8Array>;
  /** The size of the whole file, whatever part of it `body` carries. */
  size: number;
}

/**
 * Where uploaded files live: pictures (`services.storage`) and other files (`services.files`),
 * each under flat names (content-hashed for pictures, random for files). The local disk is the
 * default; with MEDIA_BUCKET both live in an S3-compatible bucket (s3-storage.server.ts), so
 * every server behind a load balancer reads what any of them wrote. Every method refuses a
 * name that is not a plain safe basename.
 */
export interface MediaStorage {
  /** "disk" or "bucket", for logs and backups. */
  readonly kind: "disk" | "bucket";
  /** Atomic: readers see the old file or the whole new one, never a part. */
  put(file: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes as a stream (only `range`, when given, which must lie inside the file); null if missing. */
  get(file: string, range?: ByteRange): Promise<ObjectRead | null>;
  /** Size and time of last change; null if missing. */
  head(file: string): Promise<StoredObject | null>;
  /** No error if the file is missing. */
  delete(file: string): Promise<void>;
  /** Every stored file (not the leftovers of interrupted writes), in no particular order. */
  list(): AsyncIterable<StoredObject>;
  /**
   * Removes what interrupted writes left behind, last changed before `before`, and returns how
   * many: the disk's temporary files. A bucket has none (an object appears whole or not at all).
   */
  sweepTemporary(before: Date): Promise<number>;
  /** For /readyz: can files be stored right now? */
  checkWritable(): Promise<boolean>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/** A plain basename that cannot leave the media folder nor name a temporary/hidden file. */
export function isSafeMediaName(file: string): boolean {
  return file.length <= 200 && SAFE_NAME.test(file) && !file.includes("..");
}

export function assertSafeMediaName(file: string): void {
  if (!isSafeMediaName(file)) throw new Error(`Unsafe media file name: ${JSON.stringify(file)}`);
}

/** A whole file's bytes (tests, backups and small reads); null if missing. */
export async function readWhole(storage: MediaStorage, file: string): Promise<Uint8Array | null> {
  const read = await storage.get(file);
  if (!read) return null;
  return new Uint8Array(await new Response(read.body).arrayBuffer());
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/** Temporary names start with a dot: outside the safe-name space, never served nor listed. */
const TEMPORARY = /^\..+\.tmp$|^\.probe-/;

/**
 * Files in one folder on the local disk. The folder is created on first write (and by
 * checkWritable), so a read-only or missing volume shows up in /readyz instead of
 * crashing the process at start-up.
 */
export function createDiskStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  let ready: Promise<void> | null = null;

  function ensureDir(): Promise<void> {
    ready ??= mkdir(root, { recursive: true }).then(
      () => undefined,
      (error: unknown) => {
        ready = null; // try again next time
        throw error;
      },
    );
    return ready;
  }

  async function writeAtomic(target: string, bytes: Uint8Array): Promise<void> {
    await ensureDir();
    const temp = path.join(root, `.${path.basename(target)}.${randomUUID()}.tmp`);
    try {
      const handle = await open(temp, "wx", 0o644);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, target);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
  }

  async function entries(): Promise<string[]> {
    try {
      return await readdir(root);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async function statFile(file: string): Promise<StoredObject | null> {
    try {
      const info = await stat(path.join(root, file));
      return info.isFile() ? { name: file, size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: "disk",

    async put(file, bytes) {
      assertSafeMediaName(file);
      await writeAtomic(path.join(root, file), bytes);
    },

    async get(file, range) {
      assertSafeMediaName(file);
      // Opened first, so the size and the bytes come from the same file even if it is replaced meanwhile.
      let handle;
      try {
        handle = await open(path.join(root, file), "r");
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile()) {
          await handle.close();
          return null;
        }
        const stream = createReadStream("", { fd: handle, start: range?.start, end: range?.end, autoClose: true });
        return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size: info.size };
      } catch (error) {
        await handle.close().catch(() => undefined);
        throw error;
      }
    },

    async head(file) {
      assertSafeMediaName(file);
      return statFile(file);
    },

    async delete(file) {
      assertSafeMediaName(file);
      try {
        await unlink(path.join(root, file));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async *list() {
      for (const name of await entries()) {
        if (!isSafeMediaName(name)) continue;
        const info = await statFile(name);
        if (info) yield info;
      }
    },

    async sweepTemporary(before) {
      let removed = 0;
      for (const name of await entries()) {
        if (!TEMPORARY.test(name)) continue;
        try {
          const info = await stat(path.join(root, name));
          if (!info.isFile() || info.mtime >= before) continue;
          await unlink(path.join(root, name));
          removed++;
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
      return removed;
    },

    async checkWritable() {
      const probe = path.join(root, `.probe-${randomUUID()}`);
      try {
        await writeAtomic(probe, new Uint8Array([0]));
        await unlink(probe);
        return true;
      } catch {
        return false;
      }
    },
  };
}
