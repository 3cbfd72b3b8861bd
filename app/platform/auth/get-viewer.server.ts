import type { AppServices } from "~/platform/app-context";
import type { Viewer } from "~/platform/auth/roles";
import { bearerToken, readSessionCookie } from "~/platform/auth/session-cookie.server";
import { findSessionByAccessToken, findSessionByCookie, type ResolvedSession } from "~/platform/auth/sessions.server";

// One lookup per request, however many loaders and guards ask.
const resolved = new WeakMap<Request, Promise<ResolvedSession | null>>();

/** The login behind a request: a bearer token (API clients) or the session cookie (pages). */
export function getSession(request: Request, services: Pick<AppServices, "db" | "env">): Promise<ResolvedSession | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const bearer = bearerToken(request);
    const cookie = bearer ? null : readSessionCookie(request, services.env);
    pending = bearer
      ? findSessionByAccessToken(services.db, bearer)
      : cookie
        ? findSessionByCookie(services.db, cookie)
        : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

export async function getViewer(request: Request, services: Pick<AppServices, "db" | "env">): Promise<Viewer | null> {
  return (await getSession(request, services))?.viewer ?? null;
}
