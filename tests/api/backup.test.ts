import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { runScript } from "../support/run-script";
import { type RunningS3Server, startS3Server } from "../support/s3-server";
import { createThrowawayDatabase, type RunningServer, startServer } from "../support/start-server";
import { demoPdf } from "../../db/seed/demo-pdf";

/** `npm run db:backup -- target` against a running server's configuration. */
const backup = (server: RunningServer, target: string) =>
  runScript("db-backup.ts", [target], { DATA_DIR: server.dataDir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) });

/** The rooms' names in a restored copy of the database. */
async function restoredRooms(engine: "sqlite" | "postgres", target: string): Promise<string[]> {
  if (engine === "sqlite") {
    const copy = new BetterSqlite3(path.join(target, "hotel.sqlite"), { readonly: true });
    try {
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      return (copy.prepare("select name from rooms").all() as { name: string }[]).map((r) => r.name);
    } finally {
      copy.close();
    }
  }
  const empty = await createThrowawayDatabase();
  try {
    const restore = spawnSync("pg_restore", ["--no-owner", "--dbname", empty.url, path.join(target, "hotel.pgdump")], { encoding: "utf8" });
    expect(restore.status, restore.stderr).toBe(0);
    const client = new pg.Client({ connectionString: empty.url });
    await client.connect();
    try {
      return (await client.query<{ name: string }>("select name from rooms")).rows.map((r) => r.name);
    } finally {
      await client.end();
    }
  } finally {
    await empty.drop();
  }
}

/** README's "Backups and restores": `npm run db:backup` while the site runs, then a restore. */
describe.each(["sqlite", "postgres"] as const)("npm run db:backup on %s", (engine) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("copies the database and the uploads while the site runs, into a new folder only, and the copy restores", async () => {
    const token = await loginAsStaff(server.url);
    const form = imageForm({ name: "Backup Suite", fee: "0", description: "Kept safe." }, { bytes: await jpeg(320, 240), name: "room.jpg", type: "image/jpeg" });
    expect((await api(server.url, "/api/rooms", { method: "POST", token, body: form })).status).toBe(201);
    const target = path.join(server.dataDir, "..", `backup-${path.basename(server.dataDir)}`);
    try {
      const first = await backup(server, target);
      expect(first.code, first.output).toBe(0);
      expect(await restoredRooms(engine, target)).toEqual(["Backup Suite"]);
      const pictures = await fs.readdir(path.join(target, "media"));
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.sort()).toEqual((await fs.readdir(path.join(server.dataDir, "media"))).sort());
      // An existing folder is never written over.
      const again = await backup(server, target);
      expect(again.code).toBe(1);
      expect(again.output).toContain("already exists");
    } finally {
      await fs.rm(target, { recursive: true, force: true });
    }
  });
});

/** With MEDIA_BUCKET the uploads live in the bucket: the backup copies its objects, into the same folders DATA_DIR would have. */
describe("npm run db:backup with uploads in a bucket", () => {
  let s3: RunningS3Server;
  let server: RunningServer;

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startServer({ engine: "sqlite", env: { ...s3.env, SEED_DEMO: "false" } });
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  it("copies the bucket's pictures and files beside the database, and says so", async () => {
    const token = await loginAsStaff(server.url);
    const form = imageForm({ name: "Bucket Suite", fee: "0", description: "Kept safe." }, { bytes: await jpeg(320, 240), name: "room.jpg", type: "image/jpeg" });
    const room = await api(server.url, "/api/rooms", { method: "POST", token, body: form });
    expect(room.status).toBe(201);
    const pdf = demoPdf("Fact Sheet", ["Kept safe."]);
    const document = await api(server.url, "/api/document", { method: "POST", token, body: imageForm({ name: "Fact Sheet" }, { bytes: pdf, name: "f.pdf", type: "application/pdf" }, "document") });
    expect(document.status).toBe(201);
    const target = path.join(server.dataDir, "..", `backup-${path.basename(server.dataDir)}`);
    try {
      const result = await runScript("db-backup.ts", [target], { DATA_DIR: server.dataDir, ...s3.env });
      expect(result.code, result.output).toBe(0);
      const pictures = (await s3.keys("media/")).map((key) => key.slice("media/".length));
      expect(pictures.length).toBeGreaterThan(0);
      expect(result.output).toContain(`, with the bucket ${s3.bucket}'s uploads (${pictures.length} in media/, 1 in files/). To restore:`);
      expect(result.output).not.toContain(s3.env.AWS_SECRET_ACCESS_KEY);
      expect(await restoredRooms("sqlite", target)).toEqual(["Bucket Suite"]);
      expect((await fs.readdir(path.join(target, "media"))).sort()).toEqual(pictures);
      const served = new Uint8Array(await (await fetch(server.url + room.body.data.image)).arrayBuffer());
      expect(new Uint8Array(await fs.readFile(path.join(target, "media", room.body.data.image.slice("/media/".length))))).toEqual(served);
      const storedName = document.body.data.url.split("/")[2];
      expect(await fs.readdir(path.join(target, "files"))).toEqual([storedName]);
      expect(new Uint8Array(await fs.readFile(path.join(target, "files", storedName)))).toEqual(pdf);
    } finally {
      await fs.rm(target, { recursive: true, force: true });
    }
  });

  it("is refused in one line, leaving no half a backup, when the bucket cannot be read", async () => {
    const target = path.join(server.dataDir, "..", `backup-missing-${path.basename(server.dataDir)}`);
    const result = await runScript("db-backup.ts", [target], { DATA_DIR: server.dataDir, ...s3.env, MEDIA_BUCKET: "no-such-bucket" });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toBe(`Not backed up: MEDIA_BUCKET: the bucket "no-such-bucket" does not exist at ${new URL(s3.endpoint).host}; create it or correct MEDIA_BUCKET.`);
    await expect(fs.stat(target)).rejects.toThrow();
  });
});
