import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { cachedRead } from "./cached-read.server";
import { openDatabase } from "./db.server";

describe("cachedRead", () => {
  const handles: ReturnType<typeof openDatabase>[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
  });

  async function database() {
    const handle = openDatabase({ sqliteFile: ":memory:" });
    handles.push(handle);
    await sql`create table notes (id integer primary key, text text not null)`.execute(handle.db);
    await sql`create table other (id integer primary key)`.execute(handle.db);
    return handle.db;
  }

  it("reads once until a table it depends on is written", async () => {
    const db = await database();
    let reads = 0;
    const read = () => cachedRead(db, "notes", { tables: ["notes"], dated: false }, async () => ({ reads: ++reads }));
    expect(await read()).toEqual({ reads: 1 });
    expect(await read()).toEqual({ reads: 1 });
    await sql`insert into other (id) values (1)`.execute(db);
    expect(await read()).toEqual({ reads: 1 });
    await sql`insert into notes (text) values ('hello')`.execute(db);
    expect(await read()).toEqual({ reads: 2 });
  });

  it("freezes what it keeps, deeply", async () => {
    const db = await database();
    const value = await cachedRead(db, "frozen", { tables: ["notes"], dated: false }, async () => [{ picture: { src: "a" } }]);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value[0]!.picture)).toBe(true);
  });

  it("does not keep a failed read", async () => {
    const db = await database();
    let attempt = 0;
    const read = () =>
      cachedRead(db, "flaky", { tables: ["notes"], dated: false }, async () => {
        attempt += 1;
        if (attempt === 1) throw new Error("database busy");
        return attempt;
      });
    await expect(read()).rejects.toThrow("database busy");
    expect(await read()).toBe(2);
  });
});
