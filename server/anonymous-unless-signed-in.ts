import type { MiddlewareHandler } from "hono";
import { type LiveCredentials, withoutCredentials } from "~/platform/auth/live-credentials.server";
import { isPersonalRequest } from "~/platform/auth/personal-request.server";

/**
 * The operators' addresses read their own credentials: /metrics its scrape token
 * (metrics-endpoint.ts); /livez and /readyz none, and are never rendered.
 */
const OPERATOR_PATHS = new Set(["/metrics", "/livez", "/readyz"]);

/** The sign-in's code step, in either language (/login/code, /ny/login/code), any letter case. */
const READS_ENDED_SIGN_INS = /^(?:\/ny)?\/login\/code\/?$/i;

/**
 * A page request (GET or HEAD outside /api) whose session cookie, bearer or half-done sign-in
 * names no login goes on as the anonymous request it is: without them, so the stored page
 * answers it and, if it must be rendered, the render is anyone's and is stored
 * (docs/decisions/051-fair-renders.md). Before, any `sid=x` or `Authorization: x` was a fresh
 * render. A request that names a live login is left exactly as it came. The API reads its own
 * credentials and answers a dead one with 401 at no render's cost.
 */
export function anonymousUnlessSignedIn(credentials: LiveCredentials): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if ((raw.method !== "GET" && raw.method !== "HEAD") || c.req.path.startsWith("/api/") || !isPersonalRequest(raw)) return next();
    // The code step of a sign-in reads a half-done sign-in that has ended to say so ("your
    // sign-in has expired"); it is never a stored page, and its renders count in the address's share.
    if (READS_ENDED_SIGN_INS.test(c.req.path) || OPERATOR_PATHS.has(c.req.path)) return next();
    if (!(await credentials.namesALogin(raw))) c.req.raw = withoutCredentials(raw);
    return next();
  };
}
