/**
 * Whether a database error is a unique-index violation, on either engine: better-sqlite3
 * reports `SQLITE_CONSTRAINT_UNIQUE`, node-postgres SQLSTATE 23505. Domain code turns it into
 * a field message for the person who typed the duplicate, never a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
