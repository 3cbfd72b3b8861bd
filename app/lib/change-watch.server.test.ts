import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { watchPostgres, watchSqlite } from "./change-watch.server";
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

  it("SQLite: while its version check works, not once it fails", async () => {
    const sqlite = new BetterSqlite3(":memory:");
    const watch = watchSqlite({ sqlite, changes: new TableChanges(), everyMs: 10 });
    expect(watch.following()).toBe(true);
    sqlite.close();
    await expect.poll(() => watch.following()).toBe(false);
    await watch.stop();
  });
});
