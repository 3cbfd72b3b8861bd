import { type ExpressionBuilder, sql } from "kysely";

/** The longest search staff can type; longer text is cut rather than refused. */
const MAX_SEARCH_LENGTH = 100;

/**
 * A staff search box's text from `?q=`: trimmed, control characters dropped, bounded.
 * Empty means "no search".
 */
export function readSearchQuery(raw: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this drops
  return (raw ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, MAX_SEARCH_LENGTH);
}

/**
 * `true` when any of `columns` contains `query`, ignoring letter case, on SQLite and
 * PostgreSQL alike (PostgreSQL's LIKE is case-sensitive, so both sides are lowered). The
 * query's own % and _ are escaped so they match themselves.
 */
export function containsText<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: readonly string[], query: string) {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return eb.or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`));
}
