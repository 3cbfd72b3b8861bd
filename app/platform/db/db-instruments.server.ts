import type { CompiledQuery, DatabaseConnection, DatabaseIntrospector, Dialect, DialectAdapter, Driver, QueryCompiler, QueryResult, TransactionSettings } from "kysely";
import { databaseErrorCode, databaseErrors } from "~/platform/runtime/metrics.server";
import { traced, tracingEnabled } from "~/platform/runtime/traced.server";

type Engine = "sqlite" | "postgres";

/** Connections handed out and requests waiting for one, as this driver sees them. */
export interface DriverUse {
  inUse: number;
  waiting: number;
}

/** The statement's first word (`SELECT`, `INSERT`...): a bounded span name. */
function operationOf(sqlText: string): string {
  const match = /^\s*([a-z]+)/i.exec(sqlText);
  return match ? match[1]!.toUpperCase() : "QUERY";
}

class InstrumentedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly engine: Engine,
    private readonly spans: boolean,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const run = () => this.inner.executeQuery<R>(compiledQuery);
    try {
      if (!this.spans) return await run();
      // The statement with its placeholders, never the values (they may be emails, passwords' hashes).
      // OpenTelemetry's database conventions, as instrumentation-pg names its spans' attributes.
      const operation = operationOf(compiledQuery.sql);
      return await traced(`${operation} ${this.engine}`, { "db.system.name": this.engine, "db.operation.name": operation, "db.query.text": compiledQuery.sql }, run);
    } catch (error) {
      databaseErrors.inc({ engine: this.engine, code: databaseErrorCode(error) });
      throw error;
    }
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

class InstrumentedDriver implements Driver {
  private readonly wrappers = new WeakMap<DatabaseConnection, InstrumentedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly engine: Engine,
    private readonly use: DriverUse,
    private readonly spans: boolean,
  ) {}

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return (connection as InstrumentedConnection).inner;
  }

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.use.waiting += 1;
    let connection: DatabaseConnection;
    try {
      connection = await this.inner.acquireConnection();
    } catch (error) {
      // A database that cannot be reached (refused, timed out, too many clients).
      databaseErrors.inc({ engine: this.engine, code: databaseErrorCode(error) === "other" ? "connection" : databaseErrorCode(error) });
      throw error;
    } finally {
      this.use.waiting -= 1;
    }
    this.use.inUse += 1;
    let wrapper = this.wrappers.get(connection);
    if (!wrapper) {
      wrapper = new InstrumentedConnection(connection, this.engine, this.spans);
      this.wrappers.set(connection, wrapper);
    }
    return wrapper;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.savepoint?.(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.use.inUse -= 1;
    await this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/**
 * `inner` with failed statements counted (hotel_database_errors_total) and connection use kept
 * in `use`. The driver's transactions are the inner driver's own: Kysely runs begin, commit and
 * rollback as statements on the connection it was handed, which is this wrapper, so they pass
 * through `executeQuery` too. SQLite statements get spans when tracing is on: better-sqlite3
 * has no maintained OpenTelemetry instrumentation (PostgreSQL's come from instrumentation-pg).
 */
export function instrumentDialect(inner: Dialect, engine: Engine, use: DriverUse = { inUse: 0, waiting: 0 }): Dialect {
  const spans = engine === "sqlite" && tracingEnabled();
  return {
    createAdapter: (): DialectAdapter => inner.createAdapter(),
    createDriver: (): Driver => new InstrumentedDriver(inner.createDriver(), engine, use, spans),
    createQueryCompiler: (): QueryCompiler => inner.createQueryCompiler(),
    createIntrospector: (db): DatabaseIntrospector => inner.createIntrospector(db),
  };
}
