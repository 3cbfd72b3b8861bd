import { AppError } from "~/lib/errors";
import { dbStaffWords } from "~/platform/db/db-words";

/** Seconds a caller is asked to wait: a restart or failover takes about that long. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/**
 * Whether a failure means the database cannot be reached just now, rather than that the
 * request or the code is wrong: PostgreSQL restarting, failing over or shutting down, a network
 * cut, every connection taken, or SQLite's file locked past the busy timeout. Such a request is
 * answered 503 with Retry-After (nothing was half-written: a transaction whose connection
 * dies is rolled back by the server), and the next one may well succeed; it is no fault to log
 * with a stack.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    if (typeof cause !== "object") return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && LOST_CONNECTION_MESSAGES.some((text) => message.includes(text))) return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL (SQLSTATE): class 08 "connection exception" is matched by prefix above.
  "57P01", // admin_shutdown: a fast restart or stop ended the connection
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  // The socket under node-postgres.
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // SQLite: another process held the write lock past busy_timeout.
  "SQLITE_BUSY",
]);

/** node-postgres reports a lost or unobtainable connection by message, without a code. */
const LOST_CONNECTION_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
];

/** The one answer to a request the database could not serve: 503, Retry-After, SPEC's JSON shape. */
export function databaseUnavailableError(): AppError {
  return new AppError("unavailable", dbStaffWords.msg("databaseUnavailable"), { headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } });
}
