import type { TestProject } from "vitest/node";
import { type RunningServer, startServer } from "./start-server";

declare module "vitest" {
  export interface ProvidedContext {
    servers: { engine: "sqlite" | "postgres"; url: string; dataDir: string; databaseUrl?: string }[];
  }
}

/** One server on SQLite and one on a throw-away PostgreSQL database; every API test runs on both. */
export default async function setup(project: TestProject) {
  const started = await Promise.allSettled([startServer({ engine: "sqlite" }), startServer({ engine: "postgres" })]);
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
