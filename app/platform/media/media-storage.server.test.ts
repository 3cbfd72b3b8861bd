import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningS3Server, S3_TEST_KEY, startS3Server } from "../../../tests/support/s3-server";
import { createDiskStorage, isSafeMediaName, type MediaStorage, readWhole } from "./media-storage.server";
import { createS3Client, createS3Storage } from "./s3-storage.server";

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "media-storage-"));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

let s3: RunningS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

async function names(storage: MediaStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.name);
  return found.sort();
}

const text = async (stream: ReadableStream<Uint8Array>) => [...new Uint8Array(await new Response(stream).arrayBuffer())];

/** The same promises from both drivers: what callers rely on, whichever holds the files. */
describe.each([
  { driver: "disk", make: (prefix: string) => createDiskStorage(path.join(base, prefix)) },
  {
    driver: "bucket",
    make: (prefix: string) =>
      createS3Storage(createS3Client({ bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, credentials: S3_TEST_KEY }), s3.bucket, `${prefix}/`),
  },
])("$driver storage", ({ make }) => {
  let prefix: string;
  let storage: MediaStorage;
  beforeEach(() => {
    prefix = `t${Math.random().toString(36).slice(2, 10)}`;
    storage = make(prefix);
  });

  it("puts, gets, heads, lists and deletes files", async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(await storage.head("abc-480.webp")).toBeNull();
    expect(await storage.get("abc-480.webp")).toBeNull();
    expect(await names(storage)).toEqual([]);

    const before = Date.now();
    await storage.put("abc-480.webp", bytes);
    const head = await storage.head("abc-480.webp");
    expect(head).toMatchObject({ name: "abc-480.webp", size: 4 });
    // Stores keep whole seconds at worst (S3's Last-Modified).
    expect(head!.modifiedAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
    const read = await storage.get("abc-480.webp");
    expect(read?.size).toBe(4);
    expect(await text(read!.body)).toEqual([1, 2, 3, 4]);

    await storage.put("abc-480.webp", new Uint8Array([9]));
    expect([...(await readWhole(storage, "abc-480.webp"))!]).toEqual([9]);
    await storage.put("def-960.jpg", new Uint8Array([5, 6]));
    expect(await names(storage)).toEqual(["abc-480.webp", "def-960.jpg"]);

    await storage.delete("abc-480.webp");
    expect(await storage.head("abc-480.webp")).toBeNull();
    await expect(storage.delete("abc-480.webp")).resolves.toBeUndefined();
    expect(await names(storage)).toEqual(["def-960.jpg"]);
  });

  it("reads one byte range, with the whole file's size", async () => {
    const bytes = new Uint8Array(100).map((_, i) => i);
    await storage.put("clip.mp4", bytes);
    const part = await storage.get("clip.mp4", { start: 10, end: 19 });
    expect(part?.size).toBe(100);
    expect(await text(part!.body)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const last = await storage.get("clip.mp4", { start: 99, end: 99 });
    expect(await text(last!.body)).toEqual([99]);
  });

  it("lists past one page of a thousand", { timeout: 60_000 }, async () => {
    const many = Array.from({ length: 1005 }, (_, i) => `f${String(i).padStart(4, "0")}.pdf`);
    for (let i = 0; i < many.length; i += 50) await Promise.all(many.slice(i, i + 50).map((name) => storage.put(name, new Uint8Array([1]))));
    expect(await names(storage)).toEqual(many);
  });

  it("rejects names that are not a plain safe basename", async () => {
    const unsafe = ["../x", "..", "a/b", "a\\b", ".hidden", "", "x..y", "/etc/passwd", "-x", "a b", "é.jpg", "a\0b"];
    for (const name of unsafe) {
      expect(isSafeMediaName(name)).toBe(false);
      await expect(storage.put(name, new Uint8Array([1]))).rejects.toThrow(/unsafe/i);
      await expect(storage.get(name)).rejects.toThrow(/unsafe/i);
      await expect(storage.head(name)).rejects.toThrow(/unsafe/i);
      await expect(storage.delete(name)).rejects.toThrow(/unsafe/i);
    }
    expect(await names(storage)).toEqual([]);
    for (const name of ["abc-480.webp", "A1.jpg", "x_y.avif", "0"]) expect(isSafeMediaName(name)).toBe(true);
  });

  it("says it can store files", async () => {
    expect(await storage.checkWritable()).toBe(true);
    expect(await names(storage)).toEqual([]);
  });
});

describe("disk storage", () => {
  it("creates its folder on the first write and leaves no temporary file", async () => {
    const dir = path.join(base, "nested", "media");
    const storage = createDiskStorage(dir);
    await storage.put("abc-480.webp", new Uint8Array([1]));
    expect(await readdir(dir)).toEqual(["abc-480.webp"]);
  });

  it("does not treat a directory as a file", async () => {
    const storage = createDiskStorage(base);
    await import("node:fs/promises").then((fs) => fs.mkdir(path.join(base, "dir.jpg")));
    expect(await storage.head("dir.jpg")).toBeNull();
    expect(await storage.get("dir.jpg")).toBeNull();
    expect(await names(storage)).toEqual([]);
  });

  it("reports whether it can write, leaving nothing behind", async () => {
    const storage = createDiskStorage(path.join(base, "fresh"));
    expect(await storage.checkWritable()).toBe(true);
    expect(await readdir(path.join(base, "fresh"))).toEqual([]);

    // A folder that cannot exist: its parent is a regular file (works even as root).
    await writeFile(path.join(base, "file"), "x");
    const broken = createDiskStorage(path.join(base, "file", "media"));
    expect(await broken.checkWritable()).toBe(false);
    await expect(broken.put("a.jpg", new Uint8Array([1]))).rejects.toThrow();
    expect(await broken.head("a.jpg")).toBeNull();
    expect(await broken.get("a.jpg")).toBeNull();
    expect(await names(broken)).toEqual([]);
  });

  it("sweeps the temporary files of interrupted writes once they are old, and nothing else", async () => {
    const storage = createDiskStorage(base);
    await storage.put("kept-480.webp", new Uint8Array([1]));
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const name of [".kept-480.webp.0b1c.tmp", ".probe-0b1c", ".x.jpg.young.tmp", ".hidden"]) await writeFile(path.join(base, name), "x");
    for (const name of [".kept-480.webp.0b1c.tmp", ".probe-0b1c", ".hidden", "kept-480.webp"]) await utimes(path.join(base, name), old, old);
    expect(await names(storage)).toEqual(["kept-480.webp"]);
    expect(await storage.sweepTemporary(new Date(Date.now() - 3600_000))).toBe(2);
    expect((await readdir(base)).sort()).toEqual([".hidden", ".x.jpg.young.tmp", "kept-480.webp"]);
  });
});
