import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { MiddlewareHandler } from "hono";
import { collectDefaultMetrics } from "prom-client";
import { log } from "~/platform/runtime/log.server";
import { metricsRegistry } from "~/platform/runtime/metrics.server";

let defaultsCollected = false;

/**
 * Adds prom-client's process metrics (event-loop lag, heap and RSS, CPU, GC pauses, open
 * handles) once, when metrics are served at all: the lag monitor samples on a timer of its own,
 * which a server nobody scrapes need not pay for.
 */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The exposition, for either way in. A failed collection is logged and answered 500. */
async function exposition(): Promise<{ status: number; type: string; body: string }> {
  try {
    return { status: 200, type: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
  } catch (error) {
    log.error("collecting metrics failed", { error });
    return { status: 500, type: "text/plain; charset=utf-8", body: "collecting metrics failed\n" };
  }
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether an Authorization header carries exactly `Bearer <token>`. Both sides are hashed
 * first, so the comparison takes the same time whatever the length or the first difference.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer ([^\s]+)$/i.exec(authorization?.trim() ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/**
 * `/metrics` on the site's own port, for a Prometheus that reaches the site only through its
 * public address: answered only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 * Mounted only when the token is set; without it the address is an ordinary 404.
 */
export function metricsOnSitePort(token: string): MiddlewareHandler {
  return async (c) => {
    if (!bearerMatches(c.req.header("authorization"), token)) {
      return c.text("Unauthorized\n", 401, { "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" });
    }
    const answer = await exposition();
    return c.body(answer.body, answer.status as 200, { "Content-Type": answer.type, "Cache-Control": "no-store" });
  };
}

/**
 * `/metrics` on a port of its own (METRICS_PORT on METRICS_HOST, by default 127.0.0.1), for a
 * Prometheus on the same machine or private network: no token, nothing else served. Resolves
 * with the server once listening; its `close` is for shutdown.
 */
export function serveMetricsPort(port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if ((req.method !== "GET" && req.method !== "HEAD") || path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    void exposition().then((answer) => {
      res.writeHead(answer.status, { "Content-Type": answer.type, "Cache-Control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : answer.body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      const bound = typeof address === "object" && address ? address.port : port;
      log.always("metrics listening", { url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}/metrics`, port: bound });
      resolve(server);
    });
  });
}
