import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDiskStorage, isSafeMediaName } from "./media-storage.server";

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), "media-storage-"));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe("createDiskStorage", () => {
  it("creates its folder and writes, reads, checks and removes files", async () => {
    const dir = path.join(base, "nested", "media");
    const storage = createDiskStorage(dir);
    const bytes = new Uint8Array([1, 2, 3, 4]);
    expect(await storage.exists("abc-480.webp")).toBe(false);
    expect(await storage.read("abc-480.webp")).toBeNull();

    await storage.write("abc-480.webp", bytes);
    expect(await storage.exists("abc-480.webp")).toBe(true);
    const read = await storage.read("abc-480.webp");
    expect(read).toBeInstanceOf(Uint8Array);
    expect([...read!]).toEqual([1, 2, 3, 4]);
    // No temporary file is left behind.
    expect(await readdir(dir)).toEqual(["abc-480.webp"]);

    await storage.write("abc-480.webp", new Uint8Array([9]));
    expect([...(await storage.read("abc-480.webp"))!]).toEqual([9]);

    await storage.remove("abc-480.webp");
    expect(await storage.exists("abc-480.webp")).toBe(false);
    await expect(storage.remove("abc-480.webp")).resolves.toBeUndefined();
  });

  it("rejects names that are not a plain safe basename", async () => {
    const storage = createDiskStorage(base);
    const unsafe = ["../x", "..", "a/b", "a\\b", ".hidden", "", "x..y", "/etc/passwd", "-x", "a b", "é.jpg", "a\0b"];
    for (const name of unsafe) {
      expect(isSafeMediaName(name)).toBe(false);
      await expect(storage.write(name, new Uint8Array([1]))).rejects.toThrow(/unsafe/i);
      await expect(storage.read(name)).rejects.toThrow(/unsafe/i);
      await expect(storage.exists(name)).rejects.toThrow(/unsafe/i);
      await expect(storage.remove(name)).rejects.toThrow(/unsafe/i);
    }
    expect(await readdir(base)).toEqual([]);
    for (const name of ["abc-480.webp", "A1.jpg", "x_y.avif", "0"]) expect(isSafeMediaName(name)).toBe(true);
  });

  it("does not treat a directory as a file", async () => {
    const storage = createDiskStorage(base);
    await storage.write("probe.jpg", new Uint8Array([1]));
    await storage.remove("probe.jpg");
    await import("node:fs/promises").then((fs) => fs.mkdir(path.join(base, "dir.jpg")));
    expect(await storage.exists("dir.jpg")).toBe(false);
    expect(await storage.read("dir.jpg")).toBeNull();
  });

  it("reports whether it can write, leaving nothing behind", async () => {
    const storage = createDiskStorage(path.join(base, "fresh"));
    expect(await storage.checkWritable()).toBe(true);
    expect(await readdir(path.join(base, "fresh"))).toEqual([]);

    // A folder that cannot exist: its parent is a regular file (works even as root).
    await writeFile(path.join(base, "file"), "x");
    const broken = createDiskStorage(path.join(base, "file", "media"));
    expect(await broken.checkWritable()).toBe(false);
    await expect(broken.write("a.jpg", new Uint8Array([1]))).rejects.toThrow();
    expect(await broken.exists("a.jpg")).toBe(false);
    expect(await broken.read("a.jpg")).toBeNull();
  });
});
