import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { TableChanges, tableChangesOf, writtenTables } from "~/lib/table-changes.server";

describe("writtenTables", () => {
  it("names the tables an insert, update or delete writes, and none for a select", () => {
    expect(writtenTables('insert into "rooms" ("name") values (?)')).toEqual(["rooms"]);
    expect(writtenTables('update "adverts" set "title" = ? where "id" = ?')).toEqual(["adverts"]);
    expect(writtenTables("DELETE FROM media WHERE id = 1")).toEqual(["media"]);
    expect(writtenTables('select "updated_at" from "rooms" where "name" = ?')).toEqual([]);
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

  it("counts another connection's commit to the file as a change of every table, and its own writes never twice", async () => {
    const changes = tableChangesOf(handle.db)!;
    const heard: number[] = [];
    const unsubscribe = changes.onChangeElsewhere(() => heard.push(version()));
    // The once-a-second look, ticked by hand.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      handle.watchOtherWriters();
      // Our own write: counted once by the wrapper, nothing from the watch.
      const start = version();
      await db().insertInto("things").values({ id: 3, name: "Kumbali Bar" }).execute();
      vi.advanceTimersByTime(1_000);
      expect(version()).toBe(start + 1);
      expect(heard).toEqual([]);

      // A script's write on its own connection: seen at the next look, as a change of every table.
      const other = new BetterSqlite3(path.join(dir, "t.sqlite"));
      other.prepare("update things set name = 'Kumbali Lounge' where id = 3").run();
      other.close();
      vi.advanceTimersByTime(1_000);
      expect(heard).toEqual([start + 2]);
      expect(changes.version("a_table_never_written")).toBeGreaterThan(0);
      vi.advanceTimersByTime(1_000);
      expect(heard).toHaveLength(1);
    } finally {
      unsubscribe();
      await handle.close();
      vi.useRealTimers();
    }
  });
});

describe("changes made elsewhere", () => {
  it("bumps the named tables, or every table (even one never written here), and tells each listener", () => {
    const changes = new TableChanges();
    let calls = 0;
    const stop = changes.onChangeElsewhere(() => (calls += 1));
    changes.bump(["rooms"]);
    expect(calls).toBe(0);
    changes.changedElsewhere(["rooms"]);
    expect([changes.version("rooms"), changes.version("events"), calls]).toEqual([2, 0, 1]);
    changes.changedElsewhere();
    expect([changes.version("rooms"), changes.version("events"), calls]).toEqual([3, 1, 2]);
    stop();
    changes.changedElsewhere();
    expect(calls).toBe(2);
  });
});
