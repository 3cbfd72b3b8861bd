import { type Kysely, sql } from "kysely";
import { mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/platform/db/db-schema";
import { memoryDatabaseWithMedia } from "../../../tests/support/media-tables";
import { createDiskStorage, type MediaStorage, readWhole } from "./media-storage.server";
import type { ImageFormat } from "./picture";
import type { PreparedImage } from "./prepare-image.server";
import { releaseImage, withStoredImage } from "./store-image.server";
import { toPicture } from "./picture";

let db: Kysely<Database>;
let dir: string;
let storage: MediaStorage;

beforeEach(async () => {
  db = await memoryDatabaseWithMedia();
  await db.schema
    .createTable("rooms_test")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("image_id", "integer")
    .execute();
  dir = await mkdtemp(path.join(tmpdir(), "store-image-"));
  storage = createDiskStorage(dir);
});
afterEach(async () => {
  await db.destroy();
  await rm(dir, { recursive: true, force: true });
});

/** A prepared image without running sharp: content does not matter here. */
function prepared(key: string, widths = [480, 960]): PreparedImage {
  const ext: Record<ImageFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };
  const files = widths.flatMap((width) =>
    (["avif", "webp", "jpeg"] as const).map((format) => ({
      variant: { format, width, height: width / 2, file: `${key}-${width}.${ext[format]}` },
      bytes: new Uint8Array([width % 256, format.length]),
    })),
  );
  return { key, width: Math.max(...widths), height: Math.max(...widths) / 2, files };
}

const listFiles = async () => (await readdir(dir)).sort();
const fileNames = (p: PreparedImage) => p.files.map((f) => f.variant.file).sort();

describe("withStoredImage", () => {
  it("writes the files, inserts the row and passes its id to `use` inside the transaction", async () => {
    const image = prepared("aaaaaaaaaaaaaaaaaaaa");
    const before = Date.now();
    const result = await withStoredImage(db, storage, image, async (trx, mediaId) => {
      const row = await trx.selectFrom("media").selectAll().where("id", "=", mediaId).executeTakeFirstOrThrow();
      await sql`insert into rooms_test (image_id) values (${mediaId})`.execute(trx);
      return { mediaId, row };
    });
    expect(result.mediaId).toBeTypeOf("number");
    expect(result.row).toMatchObject({ key: image.key, width: 960, height: 480 });
    expect(Date.parse(result.row.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(result.row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.parse(result.row.variants)).toEqual(image.files.map((f) => f.variant));
    expect(toPicture(result.row).src).toBe(`/media/${image.key}-960.jpg`);
    expect(await listFiles()).toEqual(fileNames(image));
    for (const f of image.files) expect([...(await readWhole(storage, f.variant.file))!]).toEqual([...f.bytes]);
    const rooms = await sql<{ image_id: number }>`select image_id from rooms_test`.execute(db);
    expect(rooms.rows).toEqual([{ image_id: result.mediaId }]);
  });

  it("removes the files it wrote and rolls back when `use` throws", async () => {
    const image = prepared("bbbbbbbbbbbbbbbbbbbb");
    const failure = new Error("room insert failed");
    await expect(
      withStoredImage(db, storage, image, async (trx, mediaId) => {
        await sql`insert into rooms_test (image_id) values (${mediaId})`.execute(trx);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await listFiles()).toEqual([]);
    expect(await db.selectFrom("media").selectAll().execute()).toEqual([]);
    expect((await sql`select * from rooms_test`.execute(db)).rows).toEqual([]);
  });

  it("keeps files another media row with the same key uses", async () => {
    const image = prepared("cccccccccccccccccccc");
    const firstId = await withStoredImage(db, storage, image, async (_trx, id) => id);
    await expect(
      withStoredImage(db, storage, image, async () => {
        throw new Error("nope");
      }),
    ).rejects.toThrow("nope");
    expect(await listFiles()).toEqual(fileNames(image));
    const rows = await db.selectFrom("media").select("id").execute();
    expect(rows).toEqual([{ id: firstId }]);
  });

  it("never removes a file that was there before, but writes it afresh", async () => {
    const image = prepared("dddddddddddddddddddd");
    const leftover = "dddddddddddddddddddd-480.webp";
    await storage.put(leftover, new Uint8Array([7]));
    const old = new Date(Date.now() - 2 * 3600_000);
    await utimes(path.join(dir, leftover), old, old);
    await expect(
      withStoredImage(db, storage, image, async () => {
        throw new Error("nope");
      }),
    ).rejects.toThrow("nope");
    expect(await listFiles()).toEqual([leftover]);
    // New again: the orphan sweep leaves a file alone while an upload may be about to name it.
    expect((await storage.head(leftover))!.modifiedAt.getTime()).toBeGreaterThan(old.getTime() + 3600_000);
  });

  it("removes what it wrote when writing fails midway, without calling `use`", async () => {
    const image = prepared("eeeeeeeeeeeeeeeeeeee");
    let writes = 0;
    const flaky: MediaStorage = {
      ...storage,
      put: async (file, bytes) => {
        if (++writes === 4) throw new Error("disk full");
        await storage.put(file, bytes);
      },
    };
    let called = false;
    await expect(
      withStoredImage(db, flaky, image, async () => {
        called = true;
      }),
    ).rejects.toThrow("disk full");
    expect(called).toBe(false);
    expect(await listFiles()).toEqual([]);
    expect(await db.selectFrom("media").selectAll().execute()).toEqual([]);
  });
});

describe("releaseImage", () => {
  it("is a no-op for null or unknown ids", async () => {
    const image = prepared("ffffffffffffffffffff");
    await withStoredImage(db, storage, image, async () => undefined);
    await (await releaseImage(db, null))(storage);
    await (await releaseImage(db, 9999))(storage);
    expect(await listFiles()).toEqual(fileNames(image));
    expect(await db.selectFrom("media").selectAll().execute()).toHaveLength(1);
  });

  it("deletes the row and returns a function that removes its files", async () => {
    const image = prepared("11111111111111111111");
    const other = prepared("22222222222222222222");
    const id = await withStoredImage(db, storage, image, async (_trx, mediaId) => mediaId);
    await withStoredImage(db, storage, other, async () => undefined);

    const removeFiles = await releaseImage(db, id);
    expect(await db.selectFrom("media").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(await listFiles()).toEqual([...fileNames(image), ...fileNames(other)].sort()); // not yet
    await removeFiles(storage);
    expect(await listFiles()).toEqual(fileNames(other));
  });

  it("keeps files still used by another row with the same key", async () => {
    const image = prepared("33333333333333333333");
    const first = await withStoredImage(db, storage, image, async (_trx, id) => id);
    const second = await withStoredImage(db, storage, image, async (_trx, id) => id);
    expect(second).not.toBe(first);

    await (await releaseImage(db, first))(storage);
    expect(await listFiles()).toEqual(fileNames(image));

    await (await releaseImage(db, second))(storage);
    expect(await listFiles()).toEqual([]);
    expect(await db.selectFrom("media").selectAll().execute()).toEqual([]);
  });

  it("works inside a transaction: a rollback keeps the row", async () => {
    const image = prepared("44444444444444444444");
    const id = await withStoredImage(db, storage, image, async (_trx, mediaId) => mediaId);
    await expect(
      db.transaction().execute(async (trx) => {
        await releaseImage(trx, id);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    expect(await db.selectFrom("media").select("id").execute()).toEqual([{ id }]);

    const removeFiles = await db.transaction().execute((trx) => releaseImage(trx, id));
    await removeFiles(storage);
    expect(await listFiles()).toEqual([]);
  });
});
