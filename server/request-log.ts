import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { log, loggedPath } from "~/platform/runtime/log.server";
import { clientAddress } from "~/platform/http/client-address";

/** nginx's status for a request whose client closed the connection before the answer. */
export const CLIENT_CLOSED_STATUS = 499;

/**
 * Whether the visitor went away before the answer was sent: a closed tab, a dropped phone
 * connection, an upload cancelled half-way. The handler may then have failed reading the rest
 * of the body, which is no fault of the site's. Read from Node's own connection objects (not
 * the request's AbortSignal, which would build the full Request on every request).
 */
export function clientClosed(c: Context): boolean {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  return outgoing !== undefined && outgoing.destroyed && !outgoing.writableFinished;
}

/**
 * One log line per request: method, path (no query string, no emailed token), status, time
 * and the address as TRUST_PROXY resolves it; never cookies, tokens or bodies. A server error
 * is logged at level error; a client that went away is logged as 499 at level info.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    if (!log.enabled("error")) return next();
    const started = performance.now();
    // Read first when every request is logged: once a client has gone, its socket no longer
    // says where it was. At warn and error, only a rare server error needs it, read after.
    const ipBefore = log.enabled("info") ? clientAddress(c) : undefined;
    await next();
    const status = clientClosed(c) ? CLIENT_CLOSED_STATUS : c.res.status;
    // A page refused while the server is busy (503 with Retry-After, delivery/render-limit.ts) is the
    // server doing as told, not failing: thousands a second under overload must not read as errors.
    const level = status >= 500 && !c.res.headers.has("Retry-After") ? "error" : "info";
    if (!log.enabled(level)) return;
    log[level]("request", {
      method: c.req.method,
      path: loggedPath(c.req.url),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: ipBefore ?? clientAddress(c),
    });
  };
}
