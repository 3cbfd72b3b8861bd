import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { waitUntil } from "../support/eventually";
import { type RunningS3Server, startS3Server } from "../support/s3-server";
import { type RunningServer, startServer } from "../support/start-server";

const SWEPT = '"msg":"stored files without a record swept"';
const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000);

/** Where a stored file lives, for planting and ageing: a folder under DATA_DIR, or the bucket. */
interface Place {
  plant: (store: "media" | "files", name: string, old: boolean) => Promise<void>;
  age: (store: "media" | "files", name: string) => Promise<void>;
  names: (store: "media" | "files") => Promise<string[]>;
}

/**
 * A crash between an upload's files and its record leaves files nothing names (issue: 3 picture
 * sets and 3 `.tmp` files after kill -9). A server sweeps them at start (and hourly) once they
 * are an hour old, on disk and in the bucket, keeping every file a record names and any young
 * enough to be an upload in progress, and logs how many went.
 */
describe.each([
  { engine: "sqlite", storage: "disk" },
  { engine: "postgres", storage: "bucket" },
] as const)("the orphan sweep at start, $engine with uploads on the $storage", ({ engine, storage }) => {
  let s3: RunningS3Server | undefined;
  let server: RunningServer;
  let place: Place;

  beforeAll(async () => {
    s3 = storage === "bucket" ? await startS3Server() : undefined;
    server = await startServer({ engine, env: { ...s3?.env, SEED_DEMO: "false" } });
    const dir = (store: string) => path.join(server.dataDir, store);
    place = s3
      ? {
          plant: async (store, name, old) => {
            await s3!.put(`${store}/${name}`, new Uint8Array([1, 2, 3]));
            if (old) await s3!.backdate(`${store}/${name}`, twoHoursAgo());
          },
          age: (store, name) => s3!.backdate(`${store}/${name}`, twoHoursAgo()),
          names: async (store) => (await s3!.keys(`${store}/`)).map((key) => key.slice(store.length + 1)),
        }
      : {
          plant: async (store, name, old) => {
            await fs.mkdir(dir(store), { recursive: true });
            await fs.writeFile(path.join(dir(store), name), "left behind");
            if (old) await fs.utimes(path.join(dir(store), name), twoHoursAgo(), twoHoursAgo());
          },
          age: (store, name) => fs.utimes(path.join(dir(store), name), twoHoursAgo(), twoHoursAgo()),
          names: async (store) => (await fs.readdir(dir(store)).catch(() => [] as string[])).sort(),
        };
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it("removes old files no record names and logs how many, keeping named and young ones", async () => {
    const token = await loginAsStaff(server.url);
    const room = await api(server.url, "/api/rooms", {
      method: "POST",
      token,
      body: imageForm({ name: "Kept Suite", fee: "0", description: "Named by its record." }, { bytes: await jpeg(600, 400), name: "k.jpg", type: "image/jpeg" }),
    });
    expect(room.status).toBe(201);
    const document = await api(server.url, "/api/document", {
      method: "POST",
      token,
      body: imageForm({ name: "Kept Report" }, { bytes: demoPdf("Kept", ["x"]), name: "k.pdf", type: "application/pdf" }, "document"),
    });
    expect(document.status).toBe(201);
    const keptPictures = await place.names("media");
    const keptFiles = await place.names("files");
    expect(keptPictures.length).toBeGreaterThan(0);
    expect(keptFiles).toHaveLength(1);
    // Old as they may be, a record names them.
    for (const name of keptPictures) await place.age("media", name);
    for (const name of keptFiles) await place.age("files", name);

    // What a crash half-way through three uploads leaves: picture sets and a video with no record.
    const orphans = ["dddddddddddddddddddd-480.avif", "dddddddddddddddddddd-480.webp", "dddddddddddddddddddd-480.jpg", "eeeeeeeeeeeeeeeeeeee-960.webp"];
    for (const name of orphans) await place.plant("media", name, true);
    await place.plant("files", "99999999999999999999999999999999.mp4", true);
    // An upload still on its way: its record is not written yet.
    await place.plant("media", "ffffffffffffffffffff-480.webp", false);
    if (storage === "disk") {
      for (const name of [".dddddddddddddddddddd-960.webp.1f2e.tmp", ".eeeeeeeeeeeeeeeeeeee-480.jpg.3c4d.tmp"]) await place.plant("media", name, true);
      await place.plant("files", ".99999999999999999999999999999999.mp4.5e6f.tmp", true);
      await place.plant("media", ".ffffffffffffffffffff-960.webp.7a8b.tmp", false);
    }

    // A second server on the same data sweeps as it starts.
    const second = await startServer({
      engine,
      env: { ...s3?.env, LOG_LEVEL: "info" },
      shareWith: { dataDir: server.dataDir, ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}) },
    });
    try {
      expect(await waitUntil(() => second.output().includes(SWEPT), 30_000), second.output()).toBe(true);
      const line = JSON.parse(second.output().split("\n").find((l) => l.includes(SWEPT))!);
      expect(line).toMatchObject({ level: "info", pictures: 4, files: 1, temporary: storage === "disk" ? 3 : 0, storage });
    } finally {
      await second.stop();
    }
    const temporary = storage === "disk" ? [".ffffffffffffffffffff-960.webp.7a8b.tmp"] : [];
    expect(await place.names("media")).toEqual([...temporary, ...keptPictures, "ffffffffffffffffffff-480.webp"].sort());
    expect(await place.names("files")).toEqual(keptFiles);
    // What the records name is still served.
    expect((await fetch(server.url + room.body.data.image)).status).toBe(200);
    expect((await fetch(server.url + document.body.data.url)).status).toBe(200);
  });
});
