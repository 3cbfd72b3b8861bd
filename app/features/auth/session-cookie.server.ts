import type { Env } from "~/lib/env.server";

/** Name of the browser session cookie; HttpOnly, SameSite=Lax, Secure when the site is served over https. */
export const SESSION_COOKIE = "sid";

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function secureFlag(env: Env): string {
  return env.PUBLIC_URL?.startsWith("https://") ? "; Secure" : "";
}

export function sessionCookie(env: Env, token: string, maxAgeSeconds: number | null): string {
  const maxAge = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax${maxAge}${secureFlag(env)}`;
}

export function clearedSessionCookie(env: Env): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(env)}`;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1] ?? null;
}
