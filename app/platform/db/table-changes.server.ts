import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from "kysely";

/**
 * A change counter per table, for caches of what is read from it (the API's list cache,
 * docs/decisions/013-list-cache.md). Every write that reaches the database through Kysely
 * bumps the counters of the tables it writes: the record store's creates, updates and
 * deletes, the demo seed, staff screens with their own queries, raw `sql` statements alike.
 * A write inside a transaction counts once the transaction has committed, so a reader never
 * files what it read before the commit under the new count; a rolled-back one never counts.
 *
 * Writes made by other processes on the same database (a second server, `npm run user:create`,
 * psql) arrive through `changedElsewhere` (change-watch.server.ts: LISTEN/NOTIFY on PostgreSQL,
 * `PRAGMA data_version` and the trigger-kept counts on SQLite).
 *
 * Listeners registered with `onChange` (the page render cache) hear of every change, ours at
 * commit and others' as they arrive, with the tables written, or null when it is unknown
 * which (then every table counts as changed).
 */
export class TableChanges {
  private readonly counts = new Map<string, number>();
  /**
   * Added to every table's count: "everything may have changed" (a write whose tables are
   * unknown, or notifications possibly missed) must also move tables never written here,
   * whose own count is still 0.
   */
  private everything = 0;
  private readonly listeners = new Set<TableChangeListener>();

  /** The table's change count (0 until its first write seen by this process). */
  version(table: string): number {
    return this.everything + (this.counts.get(table) ?? 0);
  }

  bump(tables: Iterable<string>): void {
    const written = [...tables];
    if (written.length === 0) return;
    for (const table of written) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
    this.tell(written);
  }

  /** Another process wrote `tables`, or, without them, something unknown: every table counts as changed. */
  changedElsewhere(tables?: Iterable<string>): void {
    if (tables) return this.bump(tables);
    this.everything += 1;
    this.tell(null);
  }

  /** Calls `listener` after each change, this process's or another's; returns the unsubscribe. */
  onChange(listener: TableChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(tables: readonly string[] | null): void {
    for (const listener of this.listeners) {
      try {
        listener(tables);
      } catch {
        // One listener's failure must not keep the others stale.
      }
    }
  }
}

/** Told the tables just written, or null when every table may have changed. */
type TableChangeListener = (tables: readonly string[] | null) => void;

/** The tables a statement writes, from its SQL text (Kysely quotes names; raw SQL may not). */
export function writtenTables(sqlText: string): string[] {
  // Schema statements (a trigger's body names the table it writes, not one written now) and reads.
  if (/^\s*(?:select|create|drop|alter|pragma)\b/i.test(sqlText)) return [];
  const tables = new Set<string>();
  // An upsert's "do update set" names no table.
  for (const match of sqlText.matchAll(/\b(?:insert\s+into|(?<!\bdo\s+)update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi)) tables.add(match[1]!.toLowerCase());
  return [...tables];
}

class TrackingConnection implements DatabaseConnection {
  /** Tables written in the open transaction, counted at its commit. */
  pending: Set<string> | null = null;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly changes: TableChanges,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiledQuery);
    const tables = writtenTables(compiledQuery.sql);
    if (tables.length > 0) {
      if (this.pending) for (const t of tables) this.pending.add(t);
      else this.changes.bump(tables);
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class TrackingDriver implements Driver {
  private readonly wrappers = new WeakMap<DatabaseConnection, TrackingConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly changes: TableChanges,
  ) {}

  private unwrap(connection: DatabaseConnection): TrackingConnection {
    return connection as TrackingConnection;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new TrackingConnection(connection, this.changes);
      this.wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = this.unwrap(connection);
    await this.inner.beginTransaction(c.inner, settings);
    c.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = this.unwrap(connection);
    try {
      await this.inner.commitTransaction(c.inner);
    } finally {
      // Counted even when the commit's outcome is unknown: a spare refresh costs little.
      const written = c.pending;
      c.pending = null;
      if (written) this.changes.bump(written);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = this.unwrap(connection);
    c.pending = null;
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.savepoint?.(this.unwrap(connection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    // What was written since the savepoint is undone; counting it anyway is harmless.
    await this.inner.rollbackToSavepoint?.(this.unwrap(connection).inner, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.releaseSavepoint?.(this.unwrap(connection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.unwrap(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** `inner` with every write counted in `changes`. */
export function trackTableChanges(inner: Dialect, changes: TableChanges): Dialect {
  return {
    createAdapter: (): DialectAdapter => inner.createAdapter(),
    createDriver: (): Driver => new TrackingDriver(inner.createDriver(), changes),
    createQueryCompiler: (): QueryCompiler => inner.createQueryCompiler(),
    createIntrospector: (db): DatabaseIntrospector => inner.createIntrospector(db),
  };
}

const byDatabase = new WeakMap<object, TableChanges>();

/** The change counters of a database opened by openDatabase (undefined for any other). */
export function tableChangesOf(db: object): TableChanges | undefined {
  return byDatabase.get(db);
}

export function registerTableChanges(db: object, changes: TableChanges): void {
  byDatabase.set(db, changes);
}
