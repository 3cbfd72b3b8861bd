import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/lib/db.server";
import { tableChangesOf, writtenTables } from "~/lib/table-changes.server";

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
});
