import type { MiddlewareHandler } from "hono";
import type { Env } from "~/lib/env.server";
import { messages } from "~/lib/messages";
import { bearerToken, readCookie, SESSION_COOKIE } from "~/features/auth/session-cookie.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Headers every response carries. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "strict-origin-when-cross-origin");
  c.header("X-Frame-Options", "SAMEORIGIN");
  c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  c.header("Cross-Origin-Opener-Policy", "same-origin");
};

/**
 * CSRF defence for cookie sessions (docs/decisions/004-sessions-and-csrf.md): a state-changing
 * request must come from our own origin. Browsers send Origin (or Sec-Fetch-Site) on every
 * POST/PUT/DELETE; a request without either may not ride on the session cookie. Bearer-token
 * requests carry no ambient credentials and are exempt.
 */
export function sameOriginWrites(env: Env): MiddlewareHandler {
  const configured = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  return async (c, next) => {
    const request = c.req.raw;
    if (SAFE_METHODS.has(request.method) || bearerToken(request)) return next();
    const ownOrigin = configured ?? new URL(request.url).origin;
    const origin = request.headers.get("origin");
    const fetchSite = request.headers.get("sec-fetch-site");
    const hasSession = readCookie(request, SESSION_COOKIE) !== null;
    const refused =
      (origin !== null && origin !== ownOrigin) ||
      (origin === null && fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin === null && fetchSite === null && hasSession);
    if (refused) return c.json({ message: messages.csrfRefused }, 403);
    return next();
  };
}

/** Structured request logs: no query strings, cookies, tokens or bodies. */
export function requestLog(level: Env["LOG_LEVEL"]): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    if (level === "silent" || level === "error" || level === "warn") return;
    const path = new URL(c.req.url).pathname.replace(/^(\/reset-password\/)[^/]+/, "$1[redacted]");
    const line = {
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? "error" : "info",
      msg: "request",
      method: c.req.method,
      path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    process.stdout.write(JSON.stringify(line) + "\n");
  };
}

/**
 * Caching of pages and API reads. An anonymous visitor's page is the same for everyone, so a
 * CDN or proxy may keep it a minute and serve it stale while refreshing; anything answered
 * to a logged-in visitor (or setting a cookie) is private and never stored. Every GET also
 * gets an ETag from the etag middleware, so a phone revisiting an unchanged page downloads
 * only headers.
 */
export const cacheHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method !== "GET" || c.res.headers.has("Cache-Control")) return;
  const anonymous =
    readCookie(c.req.raw, SESSION_COOKIE) === null && !bearerToken(c.req.raw) && !c.res.headers.has("Set-Cookie");
  c.header("Vary", "Cookie, Authorization", { append: true });
  c.header(
    "Cache-Control",
    anonymous && c.res.status === 200 ? "public, max-age=0, s-maxage=60, stale-while-revalidate=300" : "private, no-store",
  );
};
