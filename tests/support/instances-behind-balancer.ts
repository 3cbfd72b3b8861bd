import { SHARED_SERVER_RATE_LIMITS } from "./api-global-setup";
import { type LoadBalancer, requireNginx, startLoadBalancer } from "./load-balancer";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type RunningS3Server, startS3Server } from "./s3-server";
import { type RunningServer, startServer } from "./start-server";

export interface InstancesBehindBalancer {
  /** The instance the test stops; it shares B's database and the bucket, with a data folder of its own. */
  a: RunningServer;
  /** The instance that owns the throw-away database (dropped when it stops). */
  b: RunningServer;
  /** The one store of uploads both instances use. */
  bucket: RunningS3Server;
  balancer: LoadBalancer;
  stop: () => Promise<void>;
}

/**
 * Two instances of the built site on one PostgreSQL database behind nginx, as README's
 * "Running several instances" deploys them: each has a data folder of its own and both keep
 * their uploads in one S3 bucket (the S3 test server); `env` goes to both. Requests come
 * through nginx on 127.0.0.1, which the instances trust for X-Forwarded-For, and the
 * per-address limits are raised as on the shared test servers (every test request has one address).
 */
export async function startInstancesBehindBalancer(
  options: { env?: Record<string, string>; postgresAdminUrl?: string; keepOutput?: number } = {},
): Promise<InstancesBehindBalancer> {
  requireNginx();
  const bucket = await startS3Server();
  const env = { SEED_DEMO: "false", TRUST_PROXY: "127.0.0.1", RATE_LIMITS: SHARED_SERVER_RATE_LIMITS, ...bucket.env, ...options.env };
  let b: RunningServer | undefined;
  let a: RunningServer | undefined;
  // A's own data folder: shareWith shares B's database only, so this folder is A's to remove.
  const aDataDir = await fs.mkdtemp(path.join(os.tmpdir(), "hotel-test-a-"));
  const stopAll = async () => {
    await a?.stop();
    await b?.stop();
    await bucket.stop();
    await fs.rm(aDataDir, { recursive: true, force: true });
  };
  try {
    const { postgresAdminUrl, keepOutput } = options;
    b = await startServer({ engine: "postgres", env, ...(postgresAdminUrl ? { postgresAdminUrl } : {}), ...(keepOutput ? { keepOutput } : {}) });
    a = await startServer({ engine: "postgres", shareWith: { dataDir: aDataDir, databaseUrl: b.databaseUrl }, env, ...(keepOutput ? { keepOutput } : {}) });
    const balancer = await startLoadBalancer([a.url, b.url]);
    return {
      a,
      b,
      bucket,
      balancer,
      stop: async () => {
        await balancer.stop();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
