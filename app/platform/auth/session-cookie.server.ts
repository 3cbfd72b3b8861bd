import type { Env } from "~/lib/env.server";

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

export function sessionCookieName(env: Pick<Env, "PUBLIC_URL">): CookieWeRead {
  return servedOverHttps(env) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session cookie's value on this request, under the name this deployment uses. */
export function readSessionCookie(request: Request, env: Pick<Env, "PUBLIC_URL">): string | null {
  return readCookie(request, sessionCookieName(env));
}

/** The request's cookies as sent: a name, and its raw value (undefined for a bare name without "="). */
export function cookiePairs(request: Request): { name: string; value: string | undefined }[] {
  const header = request.headers.get("cookie");
  if (!header) return [];
  return header.split(";").map((part) => {
    const eq = part.indexOf("=");
    return eq === -1 ? { name: part.trim(), value: undefined } : { name: part.slice(0, eq).trim(), value: part.slice(eq + 1).trim() };
  });
}

export function readCookie(request: Request, name: CookieWeRead): string | null {
  const value = cookiePairs(request).find((pair) => pair.name === name && pair.value !== undefined)?.value;
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function secureFlag(env: Pick<Env, "PUBLIC_URL">): string {
  return servedOverHttps(env) ? "; Secure" : "";
}

export function sessionCookie(env: Pick<Env, "PUBLIC_URL">, token: string, maxAgeSeconds: number | null): string {
  const maxAge = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${sessionCookieName(env)}=${token}; Path=/; HttpOnly; SameSite=Lax${maxAge}${secureFlag(env)}`;
}

export function clearedSessionCookie(env: Pick<Env, "PUBLIC_URL">): string {
  return `${sessionCookieName(env)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(env)}`;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1] ?? null;
}
