import type { MiddlewareHandler } from "hono";
import { log, loggedPath } from "~/lib/log.server";
import { clientAddress } from "./client-address";

/**
 * One log line per request: method, path (no query string, no emailed token), status, time
 * and the address as TRUST_PROXY resolves it; never cookies, tokens or bodies. A server error
 * is logged at level error.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    if (!log.enabled("error")) return next();
    const started = performance.now();
    await next();
    const status = c.res.status;
    const level = status >= 500 ? "error" : "info";
    if (!log.enabled(level)) return;
    log[level]("request", {
      method: c.req.method,
      path: loggedPath(c.req.url),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: clientAddress(c),
    });
  };
}
