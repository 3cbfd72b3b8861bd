import path from "node:path";
import { openDatabase } from "~/platform/db/db.server";

/** Where a test server keeps its records: its PostgreSQL database, or `dataDir/hotel.sqlite`. */
export interface ServerDatabase {
  dataDir: string;
  databaseUrl?: string;
}

export type TestDatabase = ReturnType<typeof openDatabase>["db"];

/**
 * `work` on a connection of the test's own to a running server's database (to set up what no
 * screen makes, or to read what a request left behind), closed afterwards.
 */
export async function withServerDatabase<T>(server: ServerDatabase, work: (db: TestDatabase) => Promise<T>): Promise<T> {
  const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}
