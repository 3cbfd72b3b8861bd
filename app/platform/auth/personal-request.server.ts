import { PENDING_LOGIN_COOKIE, SECURE_PENDING_LOGIN_COOKIE } from "~/platform/auth/pending-login.server";
import { type CookieWeRead, cookiesOf, requestCookies, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "~/platform/auth/session-cookie.server";

/**
 * The cookies a page may be rendered differently for: every cookie the server reads
 * (`CookieWeRead`: the session under either name, a half-done two-step sign-in). A page for a
 * request without them and without Authorization is the same for everyone, whatever other
 * cookies the browser sends (a statistics tool's, a CDN's), so the render cache and shared
 * caches may keep it (docs/decisions/014-render-cache.md).
 *
 * A record over `CookieWeRead`: a cookie added there and not here does not compile.
 */
const PERSONAL: Record<CookieWeRead, true> = {
  [SESSION_COOKIE]: true,
  [SECURE_SESSION_COOKIE]: true,
  [PENDING_LOGIN_COOKIE]: true,
  [SECURE_PENDING_LOGIN_COOKIE]: true,
};
const PERSONAL_COOKIES: ReadonlySet<string> = new Set(Object.keys(PERSONAL));

/** True when the request says who is asking: credentials in Authorization, or one of PERSONAL_COOKIES. */
export function isPersonalRequest(request: Request): boolean {
  if (request.headers.has("authorization")) return true;
  // The same parser as the cookies' readers: a cookie they would read makes the request personal.
  return Object.keys(requestCookies(request)).some((name) => PERSONAL_COOKIES.has(name));
}

/** The same test on Node's own request headers, for answers sent before a Web Request is made. */
export function hasPersonalHeaders(headers: { authorization?: string | undefined; cookie?: string | undefined }): boolean {
  if (headers.authorization !== undefined) return true;
  if (!headers.cookie) return false;
  return Object.keys(cookiesOf(headers.cookie)).some((name) => PERSONAL_COOKIES.has(name));
}
