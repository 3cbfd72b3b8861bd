import type { IncomingMessage, ServerResponse } from "node:http";
import type { Env } from "~/lib/env.server";
import { NON_PAGE_POLICY } from "~/lib/content-security-policy.server";
import { log, redactedPath } from "~/lib/log.server";
import { hasPersonalHeaders } from "~/platform/auth/personal-request.server";
import { resolveClientAddress } from "./client-address";

/** Answers a request on Node's own objects and says so, or says false and leaves it to the Hono app. */
export type AnswerAtOnce = (req: IncomingMessage, res: ServerResponse) => boolean;

const SLASH = 47;

/**
 * The answers that need nothing of the request but its address (docs/decisions/039-request-path.md):
 * `/livez` and an anonymous visitor's stored page. They are sent from Node's request and
 * response before the Hono app is reached, because turning each request into a Web Request,
 * its Headers and a Response and back cost most of such a request's time: a stored page is a
 * lookup and one write. Everything else (a query string, a cookie that makes the page
 * personal, anything not stored) goes on to the app unchanged, which answers the same way.
 *
 * The headers are the app's: the security headers of `alwaysSent`, the stored page's own
 * (server/render-cache.ts); and the request is logged as the request log does.
 */
export function answerAtOnce(options: {
  env: Pick<Env, "PUBLIC_URL" | "TRUST_PROXY">;
  alwaysSent: readonly (readonly [string, string])[];
  renderCache: { answerOnNode: (req: IncomingMessage, res: ServerResponse, key: string) => boolean } | null;
}): AnswerAtOnce {
  const { env, renderCache } = options;
  // The address the app sees (server/public-origin.ts): the public origin, or this server's.
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  const live = Buffer.from(JSON.stringify({ status: "ok" }));
  const liveHeaders = ["Content-Type", "application/json", "Content-Security-Policy", NON_PAGE_POLICY, ...options.alwaysSent.flat(), "Content-Length", String(live.length)];

  const logged = (req: IncomingMessage, res: ServerResponse, path: string, started: number) => {
    if (!log.enabled("info")) return;
    log.info("request", {
      method: req.method,
      path: redactedPath(path),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip: resolveClientAddress(req.socket.remoteAddress ?? "unknown", String(req.headers["x-forwarded-for"] ?? "") || undefined, env.TRUST_PROXY),
    });
  };

  return (req, res) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const path = req.url ?? "";
    // A query string goes through the app, which drops what the page does not read first.
    if (path.charCodeAt(0) !== SLASH || path.includes("?")) return false;
    const started = performance.now();
    if (path === "/livez") {
      res.writeHead(200, liveHeaders);
      res.end(method === "HEAD" ? undefined : live);
    } else {
      if (!renderCache || path.startsWith("/api/") || hasPersonalHeaders(req.headers)) return false;
      const host = req.headers.host;
      if (!origin && !host) return false;
      // An address the app would spell otherwise (a capital in the host, a dot segment) is
      // simply not found here, and the app answers it.
      if (!renderCache.answerOnNode(req, res, `${origin ?? `http://${host}`}${path}`)) return false;
    }
    logged(req, res, path, started);
    return true;
  };
}
