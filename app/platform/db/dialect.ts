import { PostgresAdapter } from "kysely";

/**
 * Whether a database handle (or a transaction) talks to PostgreSQL. The few places that need a
 * row lock (`FOR UPDATE`) ask this; SQLite has no row locks and writes one transaction at a time.
 */
export function isPostgres(db: { getExecutor(): { readonly adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
