import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { httpRequestDuration, httpRequests, methodLabel, statusClass } from "~/platform/runtime/metrics.server";
import { nameRequestSpan } from "~/platform/runtime/traced.server";

const servedStatic = new WeakSet<Context>();

/** Called by the static-file middleware when it sends a file (app.ts), so the route reads "static". */
export function markServedStatic(c: Context): void {
  servedStatic.add(c);
}

/**
 * The `route` label of a request that reached the app: the pattern of the handler that answered
 * (`/api/rooms/:id`, `/media/:file`, `/readyz`), or a name for what answers many addresses
 * (`stored-page`, `static`, `page`, `/api/*` for an API address no route matched). Never the
 * raw path: each address would be a series of its own, and a crawler could make millions.
 */
export function routeLabel(c: Context): string {
  if (servedStatic.has(c)) return "static";
  if (c.res.headers.get("x-render-cache") === "hit") return "stored-page";
  const route = matchedRoutes(c)[c.req.routeIndex];
  // Middleware and the page handler are registered for every method ("ALL"), handlers for theirs.
  if (route && route.method !== "ALL") return route.path;
  return c.req.path.startsWith("/api/") ? "/api/*" : "page";
}

/**
 * Counts and times every request the app answers (hotel_http_requests_total and its duration
 * histogram), and names its trace span by the same route when tracing is on.
 */
export function httpMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const labels = { route: routeLabel(c), method: methodLabel(c.req.method), status_class: statusClass(c.res.status) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, (performance.now() - started) / 1000);
      nameRequestSpan(labels.method, labels.route);
    }
  };
}
