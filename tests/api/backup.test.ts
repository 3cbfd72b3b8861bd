import { spawnSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { runScript } from "../support/run-script";
import { createThrowawayDatabase, type RunningServer, startServer } from "../support/start-server";

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
