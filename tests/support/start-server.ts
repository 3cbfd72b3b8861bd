import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const TEST_ADMIN = { email: "admin@hotel.test", password: "Gold-Teal-Lilongwe-2026!" } as const;

export interface RunningServer {
  url: string;
  dataDir: string;
  engine: "sqlite" | "postgres";
  /** The server's PostgreSQL database (absent on SQLite, whose file is `dataDir/hotel.sqlite`), for tests that set up accounts directly. */
  databaseUrl?: string;
  output: () => string;
  /** Exit code once stopped (null while running). */
  exitCode: () => number | null;
  stop: () => Promise<void>;
}

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** Base URL of the PostgreSQL server tests create throw-away databases on. */
export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates a fresh database for one run (on `adminUrl`'s server); fails loudly when PostgreSQL is not reachable. */
export async function createThrowawayDatabase(adminUrl = POSTGRES_ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hotel_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is required for the API tests and is not reachable at ${adminUrl} ` +
        `(start it with: pg_ctlcluster --skip-systemctl-redirect 15 main start): ${String(error)}`,
    );
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Starts the built site (`node server.js`) on a random port with its own data folder, as
 * a visitor's browser or an API client would meet it. Requires `npm run build` first.
 * Resolves once /readyz answers 200 (the demo content is seeded after the port opens), or,
 * with `waitForReady: false`, as soon as the server logs that it listens.
 *
 * `shareWith` starts a second process on another server's database and data folder (a second
 * instance behind the same load balancer): nothing new is created, the migrations are already
 * applied, the demo seed is not run again, and stopping it leaves the shared data alone.
 */
export async function startServer(options: {
  engine: "sqlite" | "postgres";
  env?: Record<string, string>;
  waitForReady?: boolean;
  shareWith?: { dataDir: string; databaseUrl?: string };
  /** Keep only the last this many characters of the output (a long run logging every request). */
  keepOutput?: number;
  /** The PostgreSQL server the throw-away database is made on (default POSTGRES_ADMIN_URL). */
  postgresAdminUrl?: string;
}): Promise<RunningServer> {
  const shared = options.shareWith;
  if (shared && options.engine === "postgres" && !shared.databaseUrl) throw new Error("shareWith needs the PostgreSQL server's databaseUrl");
  const dataDir = shared?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-")));
  const database =
    options.engine !== "postgres" ? null : shared?.databaseUrl ? { url: shared.databaseUrl, drop: async () => {} } : await createThrowawayDatabase(options.postgresAdminUrl);
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, "server.js")], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "warn",
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...(shared ? { SEED_DEMO: "false" } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stopped = false;
  const unwritten: string[] = [];
  const keep = options.keepOutput;
  if (keep) child.stdout?.on("data", () => output.length > 2 * keep && (output = output.slice(-keep)));
  const url = await new Promise<string>((resolve, reject) => {
    // A server that never says it listens is killed, not left holding its port and database.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in time:\n${output}`));
    }, 150_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/"msg":"listening".*?"port":(\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (line.includes(UNWRITTEN_MESSAGE)) unwritten.push(line);
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  if (options.waitForReady !== false) {
    try {
      await waitForReady(url, () => child.exitCode !== null);
    } catch (error) {
      child.kill("SIGKILL");
      throw new Error(`${(error as Error).message}:\n${output}`);
    }
  }
  return {
    url,
    dataDir,
    engine: options.engine,
    ...(database ? { databaseUrl: database.url } : {}),
    output: () => output,
    exitCode: () => child.exitCode,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!stopped && !shared) {
        stopped = true;
        await database?.drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      }
      // Every suite's server doubles as a check that no page showed a message reference.
      if (unwritten.length > 0) throw new Error(`pages held unwritten messages:\n${unwritten.join("\n")}`);
    },
  };
}

/** What the server logs when a page holds a message reference (app/entry.server.tsx). */
const UNWRITTEN_MESSAGE = `"msg":"page holds an unwritten message"`;

/** Polls /readyz until it answers 200; the first start seeds demo pictures for some seconds. */
async function waitForReady(url: string, exited: () => boolean, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("server exited before it was ready");
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) return;
    await res?.body?.cancel();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server was not ready in time");
}

/** What a start that is expected to fail printed, and how it ended. */
export interface FailedStart {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `node server.js` with a fresh data folder and the given variables until it exits by
 * itself (a start refused for its configuration). A server that starts listening instead is
 * stopped and reported with its output, so the test fails rather than hangs.
 */
export async function runServerUntilExit(env: Record<string, string>): Promise<FailedStart> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-"));
  const child = spawn(process.execPath, [path.join(repoRoot, "server.js")], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.includes('"msg":"listening"')) child.kill("SIGKILL");
  });
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once("close", (c) => resolve(c)));
  clearTimeout(timer);
  await fs.rm(dataDir, { recursive: true, force: true });
  return { code, stdout, stderr };
}
