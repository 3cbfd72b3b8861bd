import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./start-server";

declare module "vitest" {
  export interface ProvidedContext {
    servers: { engine: "sqlite" | "postgres"; url: string; dataDir: string; databaseUrl?: string }[];
  }
}

/**
 * Every suite shares these servers and every request comes from 127.0.0.1, so the
 * per-address limits are raised here (the email+address and per-account login limits stay
 * as in production). tests/api/rate-limits.test.ts checks the per-address limits on servers
 * of its own.
 */
export const SHARED_SERVER_RATE_LIMITS = JSON.stringify({
  loginPerAddress: { limit: 10_000, windowSeconds: 60 },
  register: { limit: 10_000, windowSeconds: 600 },
  publicForms: { limit: 10_000, windowSeconds: 600 },
  contact: { limit: 10_000, windowSeconds: 600 },
  passwordReset: { limit: 10_000, windowSeconds: 600 },
  emailChangePerAddress: { limit: 10_000, windowSeconds: 3600 },
  // Suites send many requests to a few addresses; tests/api/guest-limits.test.ts checks the real budget.
  acknowledgementsPerRecipient: { limit: 10_000, windowSeconds: 3600 },
  // Every checkout comes from 127.0.0.1; tests/api/deposit-deadline.test.ts checks the real budget.
  depositCheckoutsPerAddress: { limit: 10_000, windowSeconds: 600 },
});

/** One server on SQLite and one on a throw-away PostgreSQL database; every API test runs on both. */
export default async function setup(project: TestProject) {
  // Every suite's pages come from 127.0.0.1 too: the renders' share per address is the whole
  // RENDER_LIMIT here; tests/api/fair-renders.test.ts checks the share on a server of its own.
  const env = { RATE_LIMITS: SHARED_SERVER_RATE_LIMITS, RENDER_LIMIT_PER_ADDRESS: "1000" };
  const started = await Promise.allSettled([startServer({ engine: "sqlite", env }), startServer({ engine: "postgres", env })]);
  const servers: RunningServer[] = started.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failure = started.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failure) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failure.reason;
  }
  project.provide(
    "servers",
    servers.map((s) => ({ engine: s.engine, url: s.url, dataDir: s.dataDir, ...(s.databaseUrl ? { databaseUrl: s.databaseUrl } : {}) })),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
