import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { readPendingLoginCookie } from "~/platform/auth/pending-login.server";
import { hasPersonalHeaders } from "~/platform/auth/personal-request.server";
import { bearerToken, readSessionCookie } from "~/platform/auth/session-cookie.server";
import { hashToken } from "~/platform/auth/tokens.server";

type Db = Kysely<Database>;

/**
 * Whether the credentials a page request carries belong to a login that exists
 * (docs/decisions/051-fair-renders.md). A request whose session cookie, bearer or half-done
 * sign-in names nothing is answered as the anonymous visitor it is: the stored page, not a
 * fresh render for each made-up `sid`.
 *
 * Every token the site hands out is `newToken()`: 32 random bytes in base64url, 43 characters.
 * Anything else cannot name a login and costs no lookup at all; a well-formed one costs one
 * query on a unique index, far cheaper than a render. Dead tokens are remembered for a minute
 * (at most MAX_DEAD of them), which is safe on any number of instances: a token reaches a
 * browser only after the row naming it is committed, so one found missing never comes alive.
 * Live ones are not remembered: the page's own loaders look the login up again anyway, and a
 * login that ended meanwhile is simply rendered afresh for nobody in particular (never stored).
 */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const DEAD_FOR_MS = 60_000;
const MAX_DEAD = 10_000;

type CredentialKind = "session" | "bearer" | "pending";

/** The credentials a request's pages would read, as getSession reads them: the bearer first, else the session cookie. */
export function credentialsOf(request: Request, env: Pick<Env, "PUBLIC_URL">): { kind: CredentialKind; token: string }[] {
  const found: { kind: CredentialKind; token: string }[] = [];
  const bearer = bearerToken(request);
  const session = bearer ? null : readSessionCookie(request, env);
  if (bearer) found.push({ kind: "bearer", token: bearer });
  if (session) found.push({ kind: "session", token: session });
  const pending = readPendingLoginCookie(request, env);
  if (pending) found.push({ kind: "pending", token: pending });
  return found;
}

async function exists(db: Db, kind: CredentialKind, tokenHash: string): Promise<boolean> {
  const now = new Date().toISOString();
  const row =
    kind === "session"
      ? await db.selectFrom("sessions").select("id").where("token_hash", "=", tokenHash).where("kind", "=", "web").where("expires_at", ">", now).executeTakeFirst()
      : kind === "bearer"
        ? await db.selectFrom("access_tokens").select("session_id").where("token_hash", "=", tokenHash).where("expires_at", ">", now).executeTakeFirst()
        : await db.selectFrom("pending_logins").select("user_id").where("token_hash", "=", tokenHash).where("expires_at", ">", now).executeTakeFirst();
  return row !== undefined;
}

export interface LiveCredentials {
  /** True when the request names a login (or half-done sign-in) that exists; false for no credentials or only dead ones. */
  namesALogin(request: Request): Promise<boolean>;
}

export function createLiveCredentials(db: Db, env: Pick<Env, "PUBLIC_URL">, now: () => number = Date.now): LiveCredentials {
  /** Hashes of tokens found dead, with when to forget them; oldest first. */
  const dead = new Map<string, number>();

  async function live(kind: CredentialKind, token: string): Promise<boolean> {
    if (!TOKEN_FORMAT.test(token)) return false;
    const key = `${kind}:${hashToken(token)}`;
    const until = dead.get(key);
    if (until !== undefined) {
      if (until > now()) return false;
      dead.delete(key);
    }
    if (await exists(db, kind, key.slice(kind.length + 1))) return true;
    dead.set(key, now() + DEAD_FOR_MS);
    if (dead.size > MAX_DEAD) dead.delete(dead.keys().next().value as string);
    return false;
  }

  return {
    async namesALogin(request) {
      for (const { kind, token } of credentialsOf(request, env)) if (await live(kind, token)) return true;
      return false;
    },
  };
}

/**
 * The same request without what makes it personal (Authorization and the cookies of
 * personal-request.server.ts); every other cookie (language, currency, light mode) is kept,
 * since the page's variant is read from them.
 */
export function withoutCredentials(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("authorization");
  const cookie = headers.get("cookie");
  if (cookie !== null) {
    const kept = cookie
      .split(";")
      .filter((part) => !hasPersonalHeaders({ cookie: part }))
      .join(";");
    // Whatever the split missed (a cookie the parser reads differently) takes every cookie with it.
    if (kept.trim() === "" || hasPersonalHeaders({ cookie: kept })) headers.delete("cookie");
    else headers.set("cookie", kept);
  }
  return new Request(request.url, { method: request.method, headers, signal: request.signal });
}
