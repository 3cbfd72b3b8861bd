import type { Kysely } from "kysely";
import { mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/db-schema";
import { memoryDatabaseWithMedia } from "../../../tests/support/media-tables";
import { type RunningS3Server, S3_TEST_KEY, startS3Server } from "../../../tests/support/s3-server";
import { createDiskStorage, type MediaStorage } from "./media-storage.server";
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from "./orphan-sweep.server";
import { createS3Client, createS3Storage } from "./s3-storage.server";

let db: Kysely<Database>;
let base: string;
let s3: RunningS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});
beforeEach(async () => {
  db = await memoryDatabaseWithMedia();
  await db.schema
    .createTable("files")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("visibility", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("download_name", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  base = await mkdtemp(path.join(tmpdir(), "orphan-sweep-"));
});
afterEach(async () => {
  await db.destroy();
  await rm(base, { recursive: true, force: true });
});

const HOUR = 3_600_000;
const longAgo = () => new Date(Date.now() - 2 * HOUR);
const KEPT = "aaaaaaaaaaaaaaaaaaaa";
const LOST = "bbbbbbbbbbbbbbbbbbbb";
const UPLOADING = "cccccccccccccccccccc";
const sizes = (key: string) => [`${key}-480.avif`, `${key}-480.webp`, `${key}-480.jpg`];

interface Stores {
  storage: MediaStorage;
  files: MediaStorage;
  /** Makes a stored file look written at `when`. */
  age: (store: "media" | "files", name: string, when: Date) => Promise<void>;
}

const drivers: { driver: string; open: () => Stores }[] = [
  {
    driver: "disk",
    open: () => ({
      storage: createDiskStorage(path.join(base, "media")),
      files: createDiskStorage(path.join(base, "files")),
      age: (store, name, when) => utimes(path.join(base, store, name), when, when),
    }),
  },
  {
    driver: "bucket",
    open: () => {
      const client = createS3Client({ bucket: s3.bucket, region: s3.region, endpoint: s3.endpoint, credentials: S3_TEST_KEY });
      // A prefix per test inside the one bucket: tests do not see each other's objects.
      const prefix = `t${Math.random().toString(36).slice(2, 10)}`;
      return {
        storage: createS3Storage(client, s3.bucket, `${prefix}/media/`),
        files: createS3Storage(client, s3.bucket, `${prefix}/files/`),
        age: (store, name, when) => s3.backdate(`${prefix}/${store}/${name}`, when),
      };
    },
  },
];

async function names(storage: MediaStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list()) found.push(object.name);
  return found.sort();
}

describe.each(drivers)("the orphan sweep on the $driver", ({ open }) => {
  it("removes old files no record names, and keeps named ones and those young enough to be an upload in progress", async () => {
    const { storage, files, age } = open();
    const bytes = new Uint8Array([1, 2, 3]);
    // A picture and a file with their records, old: their records keep them.
    for (const name of [...sizes(KEPT), ...sizes(LOST), ...sizes(UPLOADING)]) await storage.put(name, bytes);
    await db
      .insertInto("media")
      .values({ key: KEPT, width: 480, height: 240, variants: JSON.stringify(sizes(KEPT).map((file) => ({ format: "webp", width: 480, height: 240, file }))), created_at: "2026-01-01T00:00:00.000Z" })
      .execute();
    await files.put("0123456789abcdef0123456789abcdef.pdf", bytes);
    await files.put("fedcba9876543210fedcba9876543210.mp4", bytes);
    await files.put("11111111111111111111111111111111.pdf", bytes);
    await db
      .insertInto("files")
      .values({
        kind: "document",
        visibility: "public",
        stored_name: "0123456789abcdef0123456789abcdef.pdf",
        download_name: "Fact Sheet.pdf",
        byte_size: 3,
        sha256: "x",
        mime: "application/pdf",
        created_at: "2026-01-01T00:00:00.000Z",
      })
      .execute();
    for (const name of [...sizes(KEPT), ...sizes(LOST)]) await age("media", name, longAgo());
    for (const name of ["0123456789abcdef0123456789abcdef.pdf", "fedcba9876543210fedcba9876543210.mp4"]) await age("files", name, longAgo());
    // A media row whose variants say nothing usable does not protect, nor break, the sweep.
    await db.insertInto("media").values({ key: LOST, width: 1, height: 1, variants: "not json", created_at: "2026-01-01T00:00:00.000Z" }).execute();

    expect(await sweepOrphanFiles(db, { storage, files })).toEqual({ pictures: 3, files: 1, temporary: 0 });
    expect(await names(storage)).toEqual([...sizes(KEPT), ...sizes(UPLOADING)].sort());
    expect(await names(files)).toEqual(["0123456789abcdef0123456789abcdef.pdf", "11111111111111111111111111111111.pdf"]);

    // An hour on, the upload that never finished is taken too; nothing named ever is.
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanFiles(db, { storage, files }, { now: later })).toEqual({ pictures: 3, files: 1, temporary: 0 });
    expect(await names(storage)).toEqual(sizes(KEPT).sort());
    expect(await names(files)).toEqual(["0123456789abcdef0123456789abcdef.pdf"]);
  });
});

describe("the orphan sweep on the disk", () => {
  it("removes the temporary files of interrupted writes once they are old", async () => {
    const { storage, files } = drivers[0]!.open();
    await storage.put(`${KEPT}-480.webp`, new Uint8Array([1]));
    await files.put("0123456789abcdef0123456789abcdef.pdf", new Uint8Array([1]));
    const leftovers = [
      ["media", `.${LOST}-480.webp.5c1e2b7a.tmp`],
      ["files", ".0123456789abcdef0123456789abcdef.pdf.9d3f.tmp"],
      ["media", ".probe-5c1e2b7a"],
    ] as const;
    for (const [folder, name] of leftovers) {
      await writeFile(path.join(base, folder, name), "half");
      await utimes(path.join(base, folder, name), longAgo(), longAgo());
    }
    await writeFile(path.join(base, "media", `.${UPLOADING}-480.webp.77aa.tmp`), "being written");

    const removed = await sweepOrphanFiles(db, { storage, files });
    expect(removed.temporary).toBe(3);
    // The picture and the file are young: no record yet, but possibly an upload in progress.
    expect((await readdir(path.join(base, "media"))).sort()).toEqual([`.${UPLOADING}-480.webp.77aa.tmp`, `${KEPT}-480.webp`]);
    expect(await readdir(path.join(base, "files"))).toEqual(["0123456789abcdef0123456789abcdef.pdf"]);
  });
});
