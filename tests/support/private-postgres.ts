import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./load-balancer";

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs; PG_BIN names another folder holding initdb and pg_ctl. */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PrivatePostgres {
  /** A superuser URL of the cluster's `postgres` database (trust authentication on 127.0.0.1). */
  adminUrl: string;
  /**
   * `pg_ctl restart -m fast`, as an operator or a failover does: every connection is ended
   * with 57P01 (transactions in flight included), then the server comes back on the same port.
   * Resolves once it accepts connections again, with the time it did.
   */
  restart: () => Promise<{ acceptingAt: number }>;
  /** The server's own log (startup, shutdown, terminated connections). */
  log: () => Promise<string>;
  stop: () => Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, made with `initdb` and run with `pg_ctl`, for what
 * the shared server on 5432 must never be put through (a restart in the middle of other tests).
 * PostgreSQL refuses to run as root: when the tests run as root, the cluster's folder belongs
 * to the `postgres` user and the programs run as it (`runuser`). A missing PostgreSQL fails the
 * test; it is never skipped.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  for (const program of ["initdb", "pg_ctl"]) {
    if (!existsSync(path.join(PG_BIN, program))) {
      throw new Error(`${program} was not found in ${PG_BIN}: install Debian's postgresql-15 (apt-get install postgresql-15) or set PG_BIN`);
    }
  }
  const asRoot = process.getuid?.() === 0;
  // Under /tmp with the owner's rights only, as PostgreSQL requires of its data folder.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  if (asRoot) await run("chown", ["postgres:postgres", dir]);
  const pg = (program: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", path.join(PG_BIN, program), ...args]) : run(path.join(PG_BIN, program), args);
  await pg("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  // The socket in the cluster's folder, so it never meets the system cluster's /var/run one.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=60`;
  // -l: the server's output goes to a file, so no pipe of ours is held open by it.
  await pg("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-w", "-t", "60", "start"]);
  const stop = async () => {
    await pg("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
    await fs.rm(dir, { recursive: true, force: true });
  };
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pg("pg_ctl", ["-D", dataDir, "-o", options, "-l", logFile, "-m", "fast", "-w", "-t", "60", "restart"]);
      return { acceptingAt: Date.now() };
    },
    log: () => fs.readFile(logFile, "utf8").catch(() => ""),
    stop,
  };
}
