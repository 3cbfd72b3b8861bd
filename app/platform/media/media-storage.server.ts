import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";

/** Where stored image files live. Names are flat, content-hashed basenames (see picture.ts). */
export interface MediaStorage {
  /** Atomic: the bytes go to a temporary file in the same folder, which is then renamed. */
  write(file: string, bytes: Uint8Array): Promise<void>;
  /** No error if the file is missing. */
  remove(file: string): Promise<void>;
  /** Null if the file is missing. */
  read(file: string): Promise<Uint8Array | null>;
  exists(file: string): Promise<boolean>;
  /** For /readyz: can a file be created (and removed) right now? */
  checkWritable(): Promise<boolean>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/** A plain basename that cannot leave the media folder nor name a temporary/hidden file. */
export function isSafeMediaName(file: string): boolean {
  return file.length <= 200 && SAFE_NAME.test(file) && !file.includes("..");
}

function assertSafe(file: string): void {
  if (!isSafeMediaName(file)) throw new Error(`Unsafe media file name: ${JSON.stringify(file)}`);
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * Files in one folder on the local disk. The folder is created on first write (and by
 * checkWritable), so a read-only or missing volume shows up in /readyz instead of
 * crashing the process at start-up. Every method rejects unsafe names.
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
    // A leading dot keeps temporary files out of the safe-name space: they are never served.
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

  return {
    async write(file, bytes) {
      assertSafe(file);
      await writeAtomic(path.join(root, file), bytes);
    },

    async remove(file) {
      assertSafe(file);
      try {
        await unlink(path.join(root, file));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async read(file) {
      assertSafe(file);
      try {
        const buffer = await readFile(path.join(root, file));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (isMissing(error) || code === "EISDIR") return null;
        throw error;
      }
    },

    async exists(file) {
      assertSafe(file);
      try {
        return (await stat(path.join(root, file))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
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
