import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { CHANGES_TAKEN_IN, watchPostgres, watchSqlite } from "./change-watch.server";
import { createLogger } from "~/platform/runtime/log.server";
import { TableChanges } from "./table-changes.server";

describe("whether other writers' changes are being followed (/readyz)", () => {
  it("PostgreSQL: not while the listener cannot connect, and not after stop", async () => {
    // Nothing listens on port 1: each attempt is refused at once and retried.
    const said: string[] = [];
    const watch = watchPostgres({
      connectionString: "postgres://postgres@127.0.0.1:1/hotel",
      changes: new TableChanges(),
      ownBackends: new Set(),
      retryMs: { first: 10, max: 20 },
      log: createLogger({ level: "debug", write: (line) => said.push((JSON.parse(line) as { msg: string }).msg) }),
    });
    // Judged once an attempt has been refused (said once per spell of lost connection).
    await expect.poll(() => said.some((msg) => msg.includes("reconnecting"))).toBe(true);
    expect(watch.following()).toBe(false);
    expect(watch.notifications()).toEqual({ connection: "down", since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    await watch.stop();
    expect(watch.following()).toBe(false);
  });

  it("SQLite: not once the file has been replaced under it (a restore moved into place), saying so once", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "watch-replaced-"));
    const file = path.join(dir, "hotel.sqlite");
    const sqlite = new BetterSqlite3(file);
    const said: string[] = [];
    const log = createLogger({ level: "debug", write: (line) => said.push((JSON.parse(line) as { msg: string }).msg) });
    // The looks, ticked by hand.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const watch = watchSqlite({ sqlite, changes: new TableChanges(), everyMs: 10, log });
    try {
      vi.advanceTimersByTime(30);
      expect(watch.following()).toBe(true);
      const restored = new BetterSqlite3(path.join(dir, "backup.sqlite"));
      restored.exec("create table rooms (id integer primary key)");
      restored.close();
      renameSync(path.join(dir, "backup.sqlite"), file);
      vi.advanceTimersByTime(10);
      expect(watch.following()).toBe(false);
      // Ten more looks say nothing more.
      vi.advanceTimersByTime(100);
      expect(said.filter((msg) => msg.includes("replaced"))).toHaveLength(1);
    } finally {
      await watch.stop();
      vi.useRealTimers();
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("SQLite: while its version check works, not once it fails", async () => {
    const sqlite = new BetterSqlite3(":memory:");
    const watch = watchSqlite({ sqlite, changes: new TableChanges(), everyMs: 10 });
    expect(watch.following()).toBe(true);
    // One file, no connection to keep between processes.
    expect(watch.notifications()).toMatchObject({ connection: "not needed" });
    sqlite.close();
    await expect.poll(() => watch.following()).toBe(false);
    await watch.stop();
  });
});

describe("what the watch says", () => {
  it("SQLite: each change taken in from another connection, with the tables written, at debug", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "watch-said-"));
    const file = path.join(dir, "hotel.sqlite");
    const sqlite = new BetterSqlite3(file);
    sqlite.exec("create table table_change_counts (name text primary key, version integer not null)");
    const said: { msg: string; level: string; tables: unknown }[] = [];
    const log = createLogger({ level: "debug", write: (line) => said.push(JSON.parse(line) as { msg: string; level: string; tables: unknown }) });
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const watch = watchSqlite({ sqlite, changes: new TableChanges(), everyMs: 10, log });
    const other = new BetterSqlite3(file);
    try {
      other.exec("insert into table_change_counts (name, version) values ('rooms', 1), ('bars', 1)");
      vi.advanceTimersByTime(10);
      expect(said).toEqual([expect.objectContaining({ msg: CHANGES_TAKEN_IN, level: "debug", tables: ["rooms", "bars"] })]);
      vi.advanceTimersByTime(100);
      expect(said).toHaveLength(1);
    } finally {
      other.close();
      void watch.stop();
      vi.useRealTimers();
      sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
