import fs from "node:fs";
import type BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { type Logger, log as siteLog } from "~/platform/runtime/log.server";
import type { TableChanges } from "~/platform/db/table-changes.server";

/**
 * Seeing writes made by other processes on the same database (a second server, a
 * command-line script, psql), so this process's caches do not serve what they replaced
 * (docs/decisions/013-list-cache.md, 014-render-cache.md). Nothing here runs per request:
 * the news arrives on its own and moves the counters in TableChanges.
 */

/** The NOTIFY channel the tables' triggers send the written table's name on (app/platform/db/change-notifications.server.ts). */
export const CHANGE_CHANNEL = "hotel_table_changes";

/**
 * Said at level debug each time other processes' writes are taken in, with the tables written
 * (null: any table may have been). What a test waits for before it judges what those writes did
 * to the caches; too frequent for any other level.
 */
export const CHANGES_TAKEN_IN = "other writers' changes taken in";

/**
 * The change-notification connection, as /readyz reports it: PostgreSQL's LISTEN connection,
 * by which the instances on one database hear of each other's writes, with the time it last
 * came up or went down. SQLite needs none: other processes' writes show in the file itself.
 */
export type ChangeNotifications = { connection: "listening" | "down"; since: string } | { connection: "not needed"; reason: string };

export const SQLITE_NEEDS_NO_NOTIFICATIONS: ChangeNotifications = {
  connection: "not needed",
  reason: "SQLite: other processes' writes are read from the database file (its data version, looked at every second)",
};

export interface ChangeWatch {
  /**
   * Whether other processes' writes reach this process now: false while the PostgreSQL
   * listener is (re)connecting or SQLite's version check is failing. /readyz reports it, since
   * meanwhile the caches may serve what another server has replaced.
   */
  following(): boolean;
  /** The notification connection's state, for /readyz. */
  notifications(): ChangeNotifications;
  /** Stops watching; resolves once the connection (if any) is closed. */
  stop(): Promise<void>;
}

interface PostgresWatchOptions {
  connectionString: string;
  changes: TableChanges;
  /**
   * Backend process ids of our own pool's connections. Their writes are already counted at
   * commit by the Kysely wrapper and their HTTP writes renew the render cache, so their
   * notifications would only cost a second rebuild of everything they touched.
   */
  ownBackends: ReadonlySet<number>;
  log?: Logger;
  /** First and longest wait between reconnection attempts (ms). */
  retryMs?: { first: number; max: number };
}

/**
 * One dedicated connection, outside the pool (a pooled client would be handed to queries and
 * lose its LISTEN), that turns each notification into a bump of that table's counter. When it
 * drops, it comes back with growing pauses; once listening again, everything counts as
 * changed, since notifications sent while nobody listened are gone for good.
 */
export function watchPostgres(options: PostgresWatchOptions): ChangeWatch {
  const { changes, ownBackends } = options;
  const log = options.log ?? siteLog;
  // At most 2 s apart: an instance is ready again (/readyz) within 2 s of the database, after
  // an outage of any length; one connection attempt per 2 s costs a database coming up nothing.
  const retry = options.retryMs ?? { first: 250, max: 2_000 };
  let delay = retry.first;
  let stopped = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lostSince: number | null = null;
  let listening = false;
  // When `listening` last changed (or the watch began, before the first connection).
  let stateSince = new Date();
  const setListening = (now: boolean) => {
    if (listening !== now) stateSince = new Date();
    listening = now;
  };
  const takeIn = (tables?: string[]) => {
    changes.changedElsewhere(tables);
    log.debug(CHANGES_TAKEN_IN, { tables: tables ?? null });
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    // Never what keeps the process alive: the HTTP server does that while it runs.
    timer.unref();
    delay = Math.min(delay * 2, retry.max);
  };

  async function connect(): Promise<void> {
    // keepAlive: a host that vanishes without closing the socket is noticed, not waited on forever.
    const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 10_000, keepAlive: true });
    current = client;
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      setListening(false);
      if (current === client) current = null;
      client.end().catch(() => {});
      if (stopped) return;
      if (lostSince === null) {
        lostSince = Date.now();
        log.warn("listening for other writers' changes stopped; reconnecting", {
          error: error instanceof Error ? error.message : error === undefined ? "connection ended" : String(error),
        });
      }
      scheduleReconnect();
    };
    // Stays attached for the client's whole life: a late 'error' (PostgreSQL shutting down)
    // with no listener would crash the process.
    client.on("error", onLost);
    client.on("end", () => onLost());
    client.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL || ownBackends.has(message.processId)) return;
      takeIn(message.payload ? [message.payload] : undefined);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => {});
      return;
    }
    delay = retry.first;
    setListening(true);
    // Whatever was written before this LISTEN (while reconnecting) was never announced to us.
    takeIn();
    if (lostSince !== null) {
      log.warn("listening for other writers' changes again", { afterMs: Date.now() - lostSince });
      lostSince = null;
    }
  }

  void connect();
  return {
    following: () => listening,
    notifications: () => ({ connection: listening ? "listening" : "down", since: stateSince.toISOString() }),
    stop: async () => {
      stopped = true;
      setListening(false);
      if (timer) clearTimeout(timer);
      timer = null;
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The SQLite table in which triggers count each table's writes (app/platform/db/change-notifications.server.ts);
 * outside the schema types on purpose: only the watch below reads it.
 */
export const SQLITE_CHANGE_COUNTS = "table_change_counts";

/**
 * SQLite has no notifications, but `PRAGMA data_version` on our connection changes whenever
 * another connection (another process, a script) commits to the file, and never for our own
 * writes; so a once-a-second look costs one tiny read. When it moved, the counts the triggers
 * keep per table say which tables were written; a commit that wrote none of them (a rate-limit
 * hit) changes nothing here. Without the counts (a file no migration of ours has run on),
 * every table counts as changed. A file replaced under us (a restore) stops the following for
 * good: /readyz says so until the server is restarted on the file now in place.
 */
export function watchSqlite(options: { sqlite: BetterSqlite3.Database; changes: TableChanges; everyMs?: number; log?: Logger }): ChangeWatch {
  const log = options.log ?? siteLog;
  const read = () => options.sqlite.pragma("data_version", { simple: true }) as number;
  // The file we opened. A restore that moves another file into its place (or deletes it)
  // leaves this process reading and writing the old one, which no one else sees again.
  const file = options.sqlite.memory ? null : options.sqlite.name;
  const identity = (stat: fs.Stats | undefined) => (stat ? `${stat.dev}:${stat.ino}` : "gone");
  const opened = file ? identity(fs.statSync(file, { throwIfNoEntry: false })) : null;
  let replaced = false;
  const checkFile = () => {
    if (!file || replaced) return;
    if (identity(fs.statSync(file, { throwIfNoEntry: false })) === opened) return;
    replaced = true;
    log.error("the database file was replaced or removed under the running server: restart it to serve the file now in place", { file });
  };
  const readCounts = (): Map<string, number> | null => {
    try {
      const rows = options.sqlite.prepare(`select name, version from ${SQLITE_CHANGE_COUNTS}`).all() as { name: string; version: number }[];
      return new Map(rows.map((row) => [row.name, row.version]));
    } catch (error) {
      if (error instanceof Error && /no such table/.test(error.message)) return null;
      throw error;
    }
  };
  let seen = read();
  let counts = readCounts();
  let failing = false;
  const takeIn = (tables?: string[]) => {
    options.changes.changedElsewhere(tables);
    log.debug(CHANGES_TAKEN_IN, { tables: tables ?? null });
  };
  const timer = setInterval(() => {
    try {
      checkFile();
      const version = read();
      failing = false;
      if (version === seen) return;
      const before = counts;
      counts = readCounts();
      seen = version;
      if (!before || !counts) return takeIn();
      // Our own writes also move the counts; naming those tables again costs a spare refresh at most.
      const written = [...counts].filter(([name, count]) => before.get(name) !== count).map(([name]) => name);
      if (written.length > 0) takeIn(written);
    } catch (error) {
      // Busy or closed under us: the next tick tries again; logged once per spell.
      if (!failing) log.warn("checking for other writers failed", { error: String(error) });
      failing = true;
    }
  }, options.everyMs ?? 1000);
  timer.unref();
  return {
    following: () => !failing && !replaced,
    notifications: () => SQLITE_NEEDS_NO_NOTIFICATIONS,
    stop: async () => clearInterval(timer),
  };
}
