import { DatabaseFromNewerRelease } from "~/platform/db/migrate.server";
import { SecretBoxError } from "~/platform/runtime/secret-box.server";
import { isAppError } from "~/lib/errors";
import { BucketUnavailable } from "~/platform/media/bucket-errors.server";
import type { Env } from "~/platform/runtime/env.server";

/** The start-up step that failed; each can only be fixed through certain variables. */
export type StartupStep = "database" | "admin" | "listen" | "metrics";

/** SQLite's codes for a file it cannot open, read, write or trust: the folder's or the disk's fault. */
const SQLITE_FILE_PROBLEMS = /^SQLITE_(CANTOPEN|NOTADB|CORRUPT|READONLY|IOERR|FULL|PERM|BUSY|LOCKED)/;

/** Node's system error codes (ECONNREFUSED, EACCES...) and SQLite's (SQLITE_CANTOPEN...). */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") return code;
  // Node reports a host with several addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  const first = (error as { errors?: unknown[] }).errors?.[0];
  return first === undefined ? undefined : errorCode(first);
}

/**
 * PostgreSQL refusals a person fixes in DATABASE_URL or on the database server: connection
 * exceptions (08), authorization (28), unknown database, too many connections, starting up.
 */
const POSTGRES_SETUP_STATES = /^(08...|28...|3D000|53300|57P03)$/;

/** host:port of a postgres URL, never its user or password. */
function postgresAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || "localhost"}:${url.port || "5432"}`;
  } catch {
    return "the configured address";
  }
}

/**
 * Turns a start-up failure that a person fixes in the configuration into one line naming
 * the variable, e.g. `DATABASE_URL: could not connect to PostgreSQL at db:5432 (ECONNREFUSED)`.
 * Anything else (a bug) gives undefined and keeps its stack trace. Lines never contain a
 * variable's value beyond a host, port or folder: URLs may carry passwords.
 */
export function describeStartupFailure(step: StartupStep, error: unknown, env: Env): string | undefined {
  const code = errorCode(error);
  if (error instanceof DatabaseFromNewerRelease) {
    return `${env.DATABASE_URL ? "DATABASE_URL" : "DATA_DIR"}: ${error.message}; run that release, or restore a backup taken for this one`;
  }
  // Already one line naming MEDIA_BUCKET or an AWS_* variable (bucket-errors.server.ts).
  if (error instanceof BucketUnavailable) return error.message;
  if (error instanceof SecretBoxError) {
    return `SECRETS_KEY: ${error.message}; start with the key the stored two-step secrets were sealed with (see docs/decisions/024-two-step-sign-in.md)`;
  }
  if (step === "admin") {
    if (!isAppError(error)) return undefined;
    const variable = error.errors?.email ? "ADMIN_EMAIL" : "ADMIN_PASSWORD";
    return `${variable}: ${error.message}`;
  }
  if (step === "metrics") {
    if (code === "EADDRINUSE") return `METRICS_PORT: ${env.METRICS_PORT} is already in use on ${env.METRICS_HOST} (EADDRINUSE); choose another METRICS_PORT`;
    if (code === "EACCES") return `METRICS_PORT: not allowed to listen on ${env.METRICS_PORT} (EACCES); ports below 1024 need extra rights`;
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN")
      return `METRICS_HOST: cannot listen on ${env.METRICS_HOST} (${code}); it must be an address of this machine`;
    return undefined;
  }
  if (step === "listen") {
    if (code === "EADDRINUSE") return `PORT: ${env.PORT} is already in use on ${env.HOST} (EADDRINUSE); stop the other server or choose another PORT`;
    if (code === "EACCES") return `PORT: not allowed to listen on ${env.PORT} (EACCES); ports below 1024 need extra rights`;
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EAI_AGAIN")
      return `HOST: cannot listen on ${env.HOST} (${code}); it must be an address of this machine`;
    return undefined;
  }
  if (env.DATABASE_URL) {
    const where = postgresAddress(env.DATABASE_URL);
    if (code && /^E[A-Z]+$/.test(code)) return `DATABASE_URL: could not connect to PostgreSQL at ${where} (${code})`;
    if (code && POSTGRES_SETUP_STATES.test(code) && error instanceof Error)
      return `DATABASE_URL: PostgreSQL at ${where} refused the connection (${code}: ${error.message})`;
    // Since PostgreSQL 15 only the database owner may create tables in `public`; the start
    // applies migrations and adds the change-notification triggers, which need an owner.
    if (code === "42501" && error instanceof Error)
      return `DATABASE_URL: the PostgreSQL user may not create or change the tables at ${where} (${code}: ${error.message}); use a user that owns the database (ALTER DATABASE … OWNER TO …)`;
    // pg's own connection timeout carries no code.
    if (error instanceof Error && /timeout/i.test(error.message) && /connect/i.test(error.message))
      return `DATABASE_URL: could not connect to PostgreSQL at ${where} (timed out)`;
    return undefined;
  }
  if (code && (/^E[A-Z]+$/.test(code) || SQLITE_FILE_PROBLEMS.test(code)))
    return `DATA_DIR: could not keep the database and media in ${env.paths.dataDir} (${code})`;
  // Any other SQLite code (SQLITE_ERROR: a statement the schema refused) is a bug: stack trace.
  return undefined;
}
