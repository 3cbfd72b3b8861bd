import { parse as parseCookies } from "hono/utils/cookie";
import type { Env } from "~/platform/runtime/env.server";

/**
 * Name of the browser session cookie: HttpOnly, SameSite=Lax. Over https it is Secure and
 * carries the `__Host-` prefix, which browsers accept only from this very host over https,
 * with Path=/ and no Domain: a neighbouring subdomain or a plain-http page cannot plant or
 * overwrite it (session fixation).
 */
export const SESSION_COOKIE = "sid";
export const SECURE_SESSION_COOKIE = "__Host-sid";

function servedOverHttps(env: Pick<Env, "PUBLIC_URL">): boolean {
  return env.PUBLIC_URL?.startsWith("https://") === true;
}

/**
 * Every cookie the server reads, and so every cookie a page may be shaped by: the session and
 * a half-done two-step sign-in. A request carrying one is personal (personal-request.server.ts
 * lists them all, which the compiler checks), so a cookie read anywhere else must be added here
 * first, or one visitor's page could be served to another from the render cache.
 */
export type CookieWeRead = typeof SESSION_COOKIE | typeof SECURE_SESSION_COOKIE | "two_step" | "__Host-two_step";

/**
 * Cookies read only by the sign-in actions (POST /login, /login/code, /api/login), never by a
 * page or a read: a browser's device cookie (device-cookie.server.ts) shapes no page, so a
 * request carrying one stays anonymous for the render cache and shared caches.
 */
export type LoginOnlyCookie = "device" | "__Host-device";

function sessionCookieName(env: Pick<Env, "PUBLIC_URL">): CookieWeRead {
  return servedOverHttps(env) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session cookie's value on this request, under the name this deployment uses. */
export function readSessionCookie(request: Request, env: Pick<Env, "PUBLIC_URL">): string | null {
  return readCookie(request, sessionCookieName(env));
}

/** The request's cookies by name, parsed as Hono parses them (the first of a repeated name wins; values URI-decoded). */
export function requestCookies(request: Request): Record<string, string> {
  const header = request.headers.get("cookie");
  return header ? cookiesOf(header) : {};
}

/** The cookies of a Cookie header, read as `requestCookies` reads them. */
export function cookiesOf(header: string): Record<string, string> {
  return parseCookies(header);
}

export function readCookie(request: Request, name: CookieWeRead): string | null {
  return readNamedCookie(request, name);
}

/** A sign-in-only cookie's value (see LoginOnlyCookie). */
export function readLoginOnlyCookie(request: Request, name: LoginOnlyCookie): string | null {
  return readNamedCookie(request, name);
}

function readNamedCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  return parseCookies(header, name)[name] ?? null;
}

/**
 * A Set-Cookie value for one of our cookies: Path=/, HttpOnly, SameSite=Lax, Secure over https
 * (which the `__Host-` names need), and Max-Age unless it lasts the browser's session. Written
 * here rather than with Hono's serialiser because clients and tests read the attributes in
 * this order (name, Path first).
 */
export function cookieHeader(env: Pick<Env, "PUBLIC_URL">, name: CookieWeRead | LoginOnlyCookie, value: string, maxAgeSeconds: number | null): string {
  const maxAge = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  const secure = servedOverHttps(env) ? "; Secure" : "";
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax${maxAge}${secure}`;
}

export function sessionCookie(env: Pick<Env, "PUBLIC_URL">, token: string, maxAgeSeconds: number | null): string {
  return cookieHeader(env, sessionCookieName(env), token, maxAgeSeconds);
}

export function clearedSessionCookie(env: Pick<Env, "PUBLIC_URL">): string {
  return cookieHeader(env, sessionCookieName(env), "", 0);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1] ?? null;
}
