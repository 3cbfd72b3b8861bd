import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "~/platform/db/db-schema";
import { type ChangeNotifications, type ChangeWatch, SQLITE_NEEDS_NO_NOTIFICATIONS, watchPostgres, watchSqlite } from "~/platform/db/change-watch.server";
import { type Logger, log as siteLog } from "~/platform/runtime/log.server";
import { type DriverUse, instrumentDialect } from "~/platform/db/db-instruments.server";
import type { ConnectionUse } from "~/platform/runtime/metrics.server";
import { registerTableChanges, TableChanges, trackTableChanges } from "~/platform/db/table-changes.server";

type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * Starts following writes made by other processes on the same database, so this process's
   * caches see them (change-watch.server.ts); the server calls it, one-shot scripts do not.
   * Stopped by close().
   */
  watchOtherWriters(log?: Logger): void;
  /** True while other processes' writes reach this process (false before watchOtherWriters). */
  followingOtherWriters(): boolean;
  /** PostgreSQL's change-notification connection (down before watchOtherWriters); not needed on SQLite. */
  changeNotifications(): ChangeNotifications;
  /** Connections open, idle and waited for, for /metrics (SQLite has one connection). */
  connectionUse(): ConnectionUse;
  close(): Promise<void>;
}

/**
 * Opens the embedded SQLite file, or PostgreSQL when a postgres:// URL is given.
 * SQLite runs with WAL (readers never wait for the writer), foreign keys enforced,
 * a busy timeout instead of immediate SQLITE_BUSY, and synchronous=FULL so a committed
 * booking or enquiry survives a power cut.
 * Every write is counted per table (table-changes.server.ts) for the API's list cache.
 */
export function openDatabase(options: { databaseUrl?: string | undefined; sqliteFile: string; log?: Logger }): DatabaseHandle {
  if (options.databaseUrl) {
    // Dates stay strings (we store ISO text), and BIGINT counts come back as numbers.
    // A firewalled database host drops packets instead of refusing: without a timeout the
    // start (and every request) would wait forever instead of reporting it.
    const onConnectionLost = connectionLossReporter(options.log ?? siteLog);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it. /readyz reports outages.
    });
    // A client lent out (a transaction between two statements, a request awaiting its next
    // query) has no listener of the pool's: when PostgreSQL ends its connection (57P01 on a
    // restart or failover, a network cut), its 'error' would be an uncaught exception and end
    // the process. This one stays for the client's whole life; the query in flight fails on
    // its own (the request answers 503, database-unavailable.ts), and the pool drops the
    // broken client when it comes back, so the next request gets a fresh connection.
    pool.on("connect", (client) => {
      client.on("error", (error) => onConnectionLost(error));
    });
    // Our own connections' backend ids, so the change listener can tell their notifications
    // (already counted) from other processes' ones.
    const ownBackends = new Set<number>();
    pool.on("connect", (client) => {
      const id = backendId(client);
      if (id !== undefined) ownBackends.add(id);
    });
    pool.on("remove", (client) => {
      const id = backendId(client);
      if (id !== undefined) ownBackends.delete(id);
    });
    const changes = new TableChanges();
    const db = new Kysely<Database>({ dialect: trackTableChanges(instrumentDialect(new PostgresDialect({ pool }), "postgres"), changes) });
    registerTableChanges(db, changes);
    const databaseUrl = options.databaseUrl;
    const opened = new Date().toISOString();
    let watch: ChangeWatch | null = null;
    return {
      db,
      engine: "postgres",
      watchOtherWriters: (log) => {
        watch ??= watchPostgres({ connectionString: databaseUrl, changes, ownBackends, log });
      },
      followingOtherWriters: () => watch?.following() ?? false,
      changeNotifications: () => watch?.notifications() ?? { connection: "down", since: opened },
      connectionUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await watch?.stop();
        await db.destroy();
      },
    };
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new BetterSqlite3(options.sqliteFile);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = FULL");
  const changes = new TableChanges();
  // One connection, taken in turns (Kysely's SQLite driver): in use or idle, and who waits for it.
  const use: DriverUse = { inUse: 0, waiting: 0 };
  const db = new Kysely<Database>({ dialect: trackTableChanges(instrumentDialect(new SqliteDialect({ database: sqlite }), "sqlite", use), changes) });
  registerTableChanges(db, changes);
  let watch: ChangeWatch | null = null;
  return {
    db,
    engine: "sqlite",
    watchOtherWriters: (log) => {
      watch ??= watchSqlite({ sqlite, changes, log });
    },
    followingOtherWriters: () => watch?.following() ?? false,
    changeNotifications: () => SQLITE_NEEDS_NO_NOTIFICATIONS,
    connectionUse: () => ({ total: 1, idle: use.inUse > 0 ? 0 : 1, waiting: use.waiting }),
    close: async () => {
      await watch?.stop();
      await db.destroy();
    },
  };
}

/**
 * One warning per outage rather than one per connection (ten at once on a restart): the
 * connections lost within a minute of the first are counted into it.
 */
function connectionLossReporter(log: Logger): (error: Error) => void {
  let reportedAt = 0;
  return (error) => {
    const now = Date.now();
    if (now - reportedAt < 60_000) return;
    reportedAt = now;
    log.warn("a database connection was lost; requests using it answer 503 and new ones reconnect", {
      error: error.message,
      code: (error as { code?: unknown }).code ?? null,
    });
  };
}

/** The server-side process id of a connected pg client (set from its BackendKeyData; not in pg's types). */
function backendId(client: pg.PoolClient): number | undefined {
  const id = (client as unknown as { processID?: unknown }).processID;
  return typeof id === "number" ? id : undefined;
}

// PostgreSQL's COUNT(*) is BIGINT, which pg returns as a string by default.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
