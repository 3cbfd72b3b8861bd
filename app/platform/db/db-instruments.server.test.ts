import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/platform/db/db.server";
import { metricsRegistry } from "~/platform/runtime/metrics.server";

async function errorsCounted(code: string): Promise<number> {
  const text = await metricsRegistry.getSingleMetricAsString("hotel_database_errors_total");
  const line = text.split("\n").find((l) => l.startsWith(`hotel_database_errors_total{engine="sqlite",code="${code}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("database instruments on SQLite", () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "db-instruments-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "t.sqlite") });
    await sql`create table things (id integer primary key, name text not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("counts a failed statement by the engine's error code, inside a transaction too", async () => {
    const before = await errorsCounted("SQLITE_CONSTRAINT_NOTNULL");
    await expect(sql`insert into things (name) values (null)`.execute(handle.db)).rejects.toThrow();
    await expect(handle.db.transaction().execute((trx) => sql`insert into things (name) values (null)`.execute(trx))).rejects.toThrow();
    expect((await errorsCounted("SQLITE_CONSTRAINT_NOTNULL")) - before).toBe(2);
  });

  it("reports its one connection idle between statements and in use during one", async () => {
    expect(handle.connectionUse()).toEqual({ total: 1, idle: 1, waiting: 0 });
    let during: ReturnType<DatabaseHandle["connectionUse"]> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      during = handle.connectionUse();
    });
    expect(during).toEqual({ total: 1, idle: 0, waiting: 0 });
    expect(handle.connectionUse()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });
});
