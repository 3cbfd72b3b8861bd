import { SHARED_SERVER_RATE_LIMITS } from "./api-global-setup";
import { type LoadBalancer, requireNginx, startLoadBalancer } from "./load-balancer";
import { type RunningServer, startServer } from "./start-server";

export interface InstancesBehindBalancer {
  /** The instance the test stops; it shares B's database and data. */
  a: RunningServer;
  /** The instance that owns the throw-away database and data folder (removed when it stops). */
  b: RunningServer;
  balancer: LoadBalancer;
  stop: () => Promise<void>;
}

/**
 * Two instances of the built site on one PostgreSQL database behind nginx, as README's
 * "Running several instances" deploys them. They share one DATA_DIR for their uploads; `env`
 * goes to both (the object-storage settings, once uploads live in a bucket). Requests come
 * through nginx on 127.0.0.1, which the instances trust for X-Forwarded-For, and the
 * per-address limits are raised as on the shared test servers (every test request has one address).
 */
export async function startInstancesBehindBalancer(options: { env?: Record<string, string> } = {}): Promise<InstancesBehindBalancer> {
  requireNginx();
  const env = { SEED_DEMO: "false", TRUST_PROXY: "127.0.0.1", RATE_LIMITS: SHARED_SERVER_RATE_LIMITS, ...options.env };
  const b = await startServer({ engine: "postgres", env });
  let a: RunningServer | undefined;
  try {
    a = await startServer({ engine: "postgres", shareWith: b, env });
    const balancer = await startLoadBalancer([a.url, b.url]);
    return {
      a,
      b,
      balancer,
      stop: async () => {
        await balancer.stop();
        await a?.stop();
        await b.stop();
      },
    };
  } catch (error) {
    await a?.stop();
    await b.stop();
    throw error;
  }
}
