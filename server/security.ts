import type { Context, MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { Env } from "~/platform/runtime/env.server";
import { NON_PAGE_POLICY } from "~/lib/content-security-policy.server";
import { bearerToken, readSessionCookie } from "~/platform/auth/session-cookie.server";
import { isPersonalRequest } from "~/platform/auth/personal-request.server";
import { httpStaffWords } from "~/platform/http/http-staff-words";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Sets a header on the finished response in place. `c.header` would rebuild the response
 * around its body stream, which costs @hono/node-server its direct write of a string or
 * byte body (the cached API lists, docs/decisions/013-list-cache.md); a response whose
 * headers cannot change (Response.redirect) still goes through `c.header`.
 */
function setResponseHeader(c: Context, name: string, value: string, options?: { append: boolean }): void {
  try {
    if (options?.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}

/**
 * Headers every response carries. Pages bring their own Content-Security-Policy (with the
 * nonce of their inline scripts, app/entry.server.tsx); anything else gets a policy under
 * which nothing runs. HSTS once the site is served over https.
 */
export function securityHeaders(env: Pick<Env, "PUBLIC_URL">): MiddlewareHandler {
  const always = alwaysSentHeaders(env);
  return async (c, next) => {
    await next();
    for (const [name, value] of always) setResponseHeader(c, name, value);
    if (!c.res.headers.has("Content-Security-Policy") && c.res.status !== 304) {
      setResponseHeader(c, "Content-Security-Policy", NON_PAGE_POLICY);
    }
  };
}

/**
 * The security headers every answer carries, whatever its policy (the answers sent before the
 * Hono app, server/delivery/answer-at-once.ts, carry the same).
 */
export function alwaysSentHeaders(env: Pick<Env, "PUBLIC_URL">): readonly (readonly [string, string])[] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(env.PUBLIC_URL?.startsWith("https://") === true ? [["Strict-Transport-Security", "max-age=31536000"] as const] : []),
  ];
}

/**
 * CSRF defence for cookie sessions (docs/decisions/004-sessions-and-csrf.md): a state-changing
 * request must come from our own origin. Browsers send Origin (or Sec-Fetch-Site) on every
 * POST/PUT/DELETE; a request without either may not ride on the session cookie. Bearer-token
 * requests carry no ambient credentials and are exempt. Runs after `toPublicOrigin`, so the
 * request's origin is the public one.
 */
export function sameOriginWrites(env: Env): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (SAFE_METHODS.has(request.method) || bearerToken(request)) return next();
    const ownOrigin = new URL(request.url).origin;
    const origin = request.headers.get("origin");
    const fetchSite = request.headers.get("sec-fetch-site");
    const hasSession = readSessionCookie(request, env) !== null;
    const refused =
      (origin !== null && origin !== ownOrigin) ||
      (origin === null && fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") ||
      (origin === null && fetchSite === null && hasSession);
    if (refused) return c.json({ message: httpStaffWords.msg("csrfRefused") }, 403);
    return next();
  };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Page actions read web forms only. A JSON or XML body to a page is refused with 415 rather
 * than failing inside the action; a body-less post (a bare "Log Out" button, a script) is
 * handed on as an empty form so the action answers with its own validation message.
 */
export const pageFormsOnly: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  if (SAFE_METHODS.has(request.method)) return next();
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const length = request.headers.get("content-length");
  const bodiless = !request.headers.has("transfer-encoding") && (length === null || length === "0");
  if (!type && bodiless) {
    const headers = new Headers(request.headers);
    headers.set("content-type", "application/x-www-form-urlencoded");
    c.req.raw = new Request(request.url, { method: request.method, headers, body: "", signal: request.signal });
    return next();
  }
  if (!FORM_TYPES.includes(type)) {
    return c.text(httpStaffWords.msg("unsupportedPageBody"), 415);
  }
  // A malformed body (a broken multipart boundary) would otherwise fail inside the action as a 500.
  try {
    await c.req.raw.clone().formData();
  } catch {
    return c.text(httpStaffWords.msg("unreadableBody"), 400);
  }
  return next();
};

/**
 * Caching of pages and API reads. An anonymous visitor's page is the same for everyone, so a
 * CDN or proxy may keep it a minute and serve it stale while refreshing; anything answered
 * to a request that says who is asking (`isPersonalRequest`: Authorization, the session or
 * two-step cookie) or that sets a cookie is private and never stored, and neither is
 * the answer to a POST, PUT or DELETE (a login's tokens, a form's outcome). Every GET also
 * gets an ETag, so a phone revisiting an unchanged page downloads only headers.
 */
/** Cache-Control of a page that is the same for every anonymous visitor (shared caches may keep it a minute). */
export const ANONYMOUS_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export function cacheHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.headers.has("Cache-Control")) return;
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      setResponseHeader(c, "Cache-Control", "no-store");
      return;
    }
    const anonymous = !isPersonalRequest(c.req.raw) && !c.res.headers.has("Set-Cookie");
    setResponseHeader(c, "Vary", "Cookie, Authorization", { append: true });
    setResponseHeader(
      c,
      "Cache-Control",
      // A 304 carries what the 200 it stands for would have said (RFC 9111 §4.3.4).
      anonymous && (c.res.status === 200 || c.res.status === 304) ? ANONYMOUS_PAGE_CACHE_CONTROL : "private, no-store",
    );
  };
}

const NONCE_ATTRIBUTE = /nonce="[^"]*"/g;

function containsNonce(body: Uint8Array): boolean {
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength).includes('nonce="');
}

/**
 * ETags for pages and API reads. A page carries a fresh CSP nonce each time, so the tag is
 * computed with nonce values blanked out: an unchanged page still revalidates with 304, and
 * the 304 carries no new policy, so the browser keeps the policy that matches its copy.
 */
export const contentEtag = etag({
  generateDigest: (body) => {
    const bytes = containsNonce(body)
      ? new TextEncoder().encode(new TextDecoder().decode(body).replace(NONCE_ATTRIBUTE, 'nonce=""'))
      : body;
    return crypto.subtle.digest("SHA-1", bytes);
  },
});
