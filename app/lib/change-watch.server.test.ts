import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { watchPostgres, watchSqlite } from "./change-watch.server";
import { createLogger } from "./log.server";
import { TableChanges } from "./table-changes.server";

describe("whether other writers' changes are being followed (/readyz)", () => {
  it("PostgreSQL: not while the listener cannot connect, and not after stop", async () => {
    // Nothing listens on port 1: each attempt is refused at once and retried.
    const watch = watchPostgres({
      connectionString: "postgres://postgres@127.0.0.1:1/hotel",
      changes: new TableChanges(),
      ownBackends: new Set(),
      retryMs: { first: 10, max: 20 },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watch.following()).toBe(false);
    await watch.stop();
    expect(watch.following()).toBe(false);
  });

  it("SQLite: not once the file has been replaced under it (a restore moved into place), saying so once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "watch-replaced-"));
    const file = path.join(dir, "hotel.sqlite");
    const sqlite = new BetterSqlite3(file);
    const said: string[] = [];
    const log = createLogger({ level: "debug", write: (line) => said.push((JSON.parse(line) as { msg: string }).msg) });
    const watch = watchSqlite({ sqlite, changes: new TableChanges(), everyMs: 10, log });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(watch.following()).toBe(true);
      const restored = new BetterSqlite3(path.join(dir, "backup.sqlite"));
      restored.exec("create table rooms (id integer primary key)");
      restored.close();
      renameSync(path.join(dir, "backup.sqlite"), file);
      await expect.poll(() => watch.following()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(said.filter((msg) => msg.includes("replaced"))).toHaveLength(1);
    } finally {
      await watch.stop();
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("SQLite: while its version check works, not once it fails", async () => {
    const sqlite = new BetterSqlite3(":memory:");
    const watch = watchSqlite({ sqlite, changes: new TableChanges(), everyMs: 10 });
    expect(watch.following()).toBe(true);
    sqlite.close();
    await expect.poll(() => watch.following()).toBe(false);
    await watch.stop();
  });
});
