import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../app/platform/db/db-schema";
import { openDatabase, type DatabaseHandle } from "../../app/platform/db/db.server";
import { migrateToLatest } from "../../app/platform/db/migrate.server";

export interface TestDatabase {
  readonly db: Kysely<Database>;
  readonly handle: DatabaseHandle;
  /** The temporary folder the database file is in (other files of the test may go there too). */
  readonly dir: string;
}

/**
 * A real SQLite database, migrated to the latest schema, in a temporary folder of its own for
 * the tests of the enclosing describe (or file): opened before them, closed and removed after.
 * Hooks the caller registers after this call run after the database is ready.
 */
export function migratedTestDatabase(prefix: string): TestDatabase {
  let dir: string | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const ready = () => {
    if (!handle || !dir) throw new Error("the test database is opened in beforeAll: use it inside a test or hook");
    return { handle, dir };
  };
  return {
    get db() {
      return ready().handle.db;
    },
    get handle() {
      return ready().handle;
    },
    get dir() {
      return ready().dir;
    },
  };
}
