import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/platform/db/db.server";
import { TableChanges, tableChangesOf, writtenTables } from "~/platform/db/table-changes.server";
import { ensureChangeNotifications } from "~/platform/db/change-notifications.server";
import { migratedTestDatabase } from "../../../tests/support/test-database";

describe("writtenTables", () => {
  it("names the tables an insert, update or delete writes, and none for a select", () => {
    expect(writtenTables('insert into "rooms" ("name") values (?)')).toEqual(["rooms"]);
    expect(writtenTables('update "adverts" set "title" = ? where "id" = ?')).toEqual(["adverts"]);
    expect(writtenTables("DELETE FROM media WHERE id = 1")).toEqual(["media"]);
    expect(writtenTables('select "updated_at" from "rooms" where "name" = ?')).toEqual([]);
    expect(writtenTables('insert into "settings" ("key", "value") values (?, ?) on conflict ("key") do update set "value" = excluded."value"')).toEqual(["settings"]);
    expect(writtenTables("create trigger t after insert on rooms begin insert into counts (name) values ('rooms'); end")).toEqual([]);
  });
});

describe("table change counters", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "table-changes-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "t.sqlite") });
    await sql`create table things (id integer primary key, name text)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  const db = () => handle.db as unknown as Kysely<{ things: { id: number; name: string } }>;
  const version = () => tableChangesOf(handle.db)!.version("things");

  it("counts every write, from the query builder and from raw SQL, but not reads", async () => {
    const start = version();
    await db().insertInto("things").values({ id: 1, name: "Bush Bar" }).execute();
    expect(version()).toBe(start + 1);
    await sql`update things set name = 'Orchid Bar' where id = 1`.execute(handle.db);
    expect(version()).toBe(start + 2);
    await db().selectFrom("things").selectAll().execute();
    expect(version()).toBe(start + 2);
  });

  it("counts a transaction's writes when it commits, and a rolled-back one never", async () => {
    const start = version();
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("things").values({ id: 2, name: "Afroma Bar" }).execute();
        expect(version()).toBe(start);
      });
    expect(version()).toBe(start + 1);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.deleteFrom("things").execute();
          throw new Error("changed my mind");
        }),
    ).rejects.toThrow("changed my mind");
    expect(version()).toBe(start + 1);
    expect((await db().selectFrom("things").select("id").execute()).length).toBe(2);
  });

  it("without the trigger-kept counts, counts another connection's commit to the file as a change of every table, and its own writes never twice", async () => {
    const changes = tableChangesOf(handle.db)!;
    const heard: (readonly string[] | null)[] = [];
    const unsubscribe = changes.onChange((tables) => heard.push(tables));
    // The once-a-second look, ticked by hand.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      handle.watchOtherWriters();
      // Our own write: counted once by the wrapper (and told at once), nothing from the watch.
      const start = version();
      await db().insertInto("things").values({ id: 3, name: "Kumbali Bar" }).execute();
      vi.advanceTimersByTime(1_000);
      expect(version()).toBe(start + 1);
      expect(heard).toEqual([["things"]]);

      // A script's write on its own connection: seen at the next look, as a change of every table.
      const other = new BetterSqlite3(path.join(dir, "t.sqlite"));
      other.prepare("update things set name = 'Kumbali Lounge' where id = 3").run();
      other.close();
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([["things"], null]);
      expect(version()).toBe(start + 2);
      expect(changes.version("a_table_never_written")).toBeGreaterThan(0);
      vi.advanceTimersByTime(1_000);
      expect(heard).toHaveLength(2);
    } finally {
      unsubscribe();
      await handle.close();
      vi.useRealTimers();
    }
  });
});

describe("another connection's writes to a migrated SQLite file", () => {
  const test = migratedTestDatabase("table-changes-migrated");

  it("name the tables written, and a commit only to rate-limit counts names none", async () => {
    const changes = tableChangesOf(test.db)!;
    const heard: (readonly string[] | null)[] = [];
    const unsubscribe = changes.onChange((tables) => heard.push(tables));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const other = new BetterSqlite3(path.join(test.dir, "db.sqlite"));
    try {
      test.handle.watchOtherWriters();
      const bars = changes.version("bars");
      const rooms = changes.version("rooms");

      other.prepare("insert into rate_limit_hits (bucket, key_hash, at) values ('login', 'x', 1)").run();
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([]);

      // A delete that matched no row changed nothing.
      other.prepare("delete from bars").run();
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([]);

      other.prepare("insert into settings (key, value) values ('probe', '1')").run();
      other.prepare("update settings set value = '2' where key = 'probe'").run();
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([["settings"]]);
      const settings = changes.version("settings");
      expect([changes.version("bars"), changes.version("rooms")]).toEqual([bars, rooms]);

      // Tables made by a later migration get their triggers on the next run.
      await sql`create table later_things (id integer primary key)`.execute(test.db);
      await ensureChangeNotifications(test.db);
      other.prepare("insert into later_things (id) values (1)").run();
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([["settings"], ["later_things"]]);
      expect(changes.version("settings")).toBe(settings);
    } finally {
      other.close();
      unsubscribe();
      vi.useRealTimers();
    }
  });
});

describe("changes made elsewhere", () => {
  it("bumps the named tables, or every table (even one never written here), and tells each listener which", () => {
    const changes = new TableChanges();
    const heard: (readonly string[] | null)[] = [];
    const stop = changes.onChange((tables) => heard.push(tables));
    changes.bump(["rooms"]);
    expect(heard).toEqual([["rooms"]]);
    changes.changedElsewhere(["rooms"]);
    expect([changes.version("rooms"), changes.version("events")]).toEqual([2, 0]);
    changes.changedElsewhere();
    expect([changes.version("rooms"), changes.version("events")]).toEqual([3, 1]);
    expect(heard).toEqual([["rooms"], ["rooms"], null]);
    stop();
    changes.changedElsewhere();
    expect(heard).toHaveLength(3);
  });
});
