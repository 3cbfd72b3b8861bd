import type { Kysely } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { AppError, fieldError } from "~/lib/errors";
import type { AppServices } from "~/platform/app-context";
import { cookieHeader, readCookie } from "~/platform/auth/session-cookie.server";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { checkSecondFactor, needsSecondStep } from "~/platform/auth/two-step.server";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { authWords } from "~/platform/auth/auth-words";

type Db = Kysely<Database>;

/** How long the code may be entered after the password was accepted. */
const PENDING_LOGIN_MS = 5 * 60_000;
/** Wrong codes one pending sign-in may take; then the password must be entered again. */
const PENDING_LOGIN_MAX_ATTEMPTS = 5;

/**
 * The cookie that carries a half-done sign-in from /login to /login/code: HttpOnly,
 * SameSite=Lax, 5 minutes, `__Host-` over https like the session cookie. It grants nothing
 * but the right to type a code for that one account.
 */
export const PENDING_LOGIN_COOKIE = "two_step";
export const SECURE_PENDING_LOGIN_COOKIE = "__Host-two_step";

function pendingLoginCookieName(env: Pick<Env, "PUBLIC_URL">): typeof PENDING_LOGIN_COOKIE | typeof SECURE_PENDING_LOGIN_COOKIE {
  return env.PUBLIC_URL?.startsWith("https://") ? SECURE_PENDING_LOGIN_COOKIE : PENDING_LOGIN_COOKIE;
}

function pendingLoginCookie(env: Pick<Env, "PUBLIC_URL">, token: string): string {
  return cookieHeader(env, pendingLoginCookieName(env), token, PENDING_LOGIN_MS / 1000);
}

export function clearedPendingLoginCookie(env: Pick<Env, "PUBLIC_URL">): string {
  return cookieHeader(env, pendingLoginCookieName(env), "", 0);
}

export function readPendingLoginCookie(request: Request, env: Pick<Env, "PUBLIC_URL">): string | null {
  return readCookie(request, pendingLoginCookieName(env));
}

/** Removes the half-done sign-ins past their 5 minutes; returns how many. */
export async function sweepExpiredPendingLogins(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("pending_logins").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The password was right and the account uses two-step: remember that (hashed) for 5 minutes. */
export async function startPendingLogin(db: Db, user: Pick<User, "id">, options: { remember: boolean; redirectTo: string }): Promise<string> {
  const token = newToken();
  const now = Date.now();
  // Old half-done sign-ins go as new ones come (and in the hourly housekeeping).
  await sweepExpiredPendingLogins(db, new Date(now));
  await db
    .insertInto("pending_logins")
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      remember: options.remember ? 1 : 0,
      redirect_to: options.redirectTo,
      attempts: 0,
      expires_at: new Date(now + PENDING_LOGIN_MS).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

async function findPendingLogin(db: Db, token: string | null) {
  if (!token || token.length > 200) return undefined;
  return db
    .selectFrom("pending_logins")
    .innerJoin("users", "users.id", "pending_logins.user_id")
    .select(["pending_logins.id", "pending_logins.remember", "pending_logins.redirect_to", "pending_logins.attempts", "users.id as user_id", "users.email"])
    .where("pending_logins.token_hash", "=", hashToken(token))
    .where("pending_logins.expires_at", ">", new Date().toISOString())
    .where("users.deactivated_at", "is", null)
    .executeTakeFirst();
}

/** Whether this browser has a sign-in waiting for its code (the /login/code page shows only then). */
export async function hasPendingLogin(db: Db, token: string | null): Promise<boolean> {
  return (await findPendingLogin(db, token)) !== undefined;
}

/**
 * Finishes a sign-in with a 6-digit code or a recovery code. A wrong code counts toward the
 * login throttle (this email from this address) and toward this pending sign-in's 5 tries;
 * the fifth ends it (429) and the password must be entered again. A right one ends it too
 * (single use) and hands back who logged in, with Remember Me and where to go.
 */
export async function completePendingLogin(
  services: Pick<AppServices, "db" | "loginThrottle" | "secrets">,
  token: string | null,
  code: string,
  ip: string,
  deviceCookie: string | null = null,
): Promise<{ user: User; remember: boolean; redirectTo: string }> {
  const { db, loginThrottle: throttle } = services;
  const pending = await findPendingLogin(db, token);
  if (!pending) throw new AppError("unauthenticated", authWords.msg("twoStepLoginExpired"));
  if (code.trim() === "") throw fieldError("code", authWords.msg("twoStepCodeRequired"));
  if (!(await checkSecondFactor(services, { id: pending.user_id, email: pending.email }, code, ip, { deviceCookie }))) {
    const counted = await db
      .updateTable("pending_logins")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", pending.id)
      .returning("attempts")
      .executeTakeFirst();
    if (!counted || counted.attempts >= PENDING_LOGIN_MAX_ATTEMPTS) {
      await db.deleteFrom("pending_logins").where("id", "=", pending.id).execute();
      // The login throttle may hold this email from this address for a while: say how long.
      let seconds: number | null = null;
      try {
        await throttle.check(pending.email, ip);
      } catch (error) {
        if (error instanceof AppError && error.headers?.["Retry-After"]) seconds = Number(error.headers["Retry-After"]);
      }
      throw new AppError("rate_limited", seconds ? authWords.msg("twoStepTooManyCodesWait", { seconds }) : authWords.msg("twoStepTooManyCodes"), seconds ? { headers: { "Retry-After": String(seconds) } } : {});
    }
    throw fieldError("code", authWords.msg("twoStepCodeWrong"));
  }
  const ended = await db.deleteFrom("pending_logins").where("id", "=", pending.id).executeTakeFirst();
  if (Number(ended.numDeletedRows) !== 1) throw new AppError("unauthenticated", authWords.msg("twoStepLoginExpired"));
  const user = await db.selectFrom("users").selectAll().where("id", "=", pending.user_id).executeTakeFirstOrThrow();
  return { user, remember: pending.remember === 1, redirectTo: pending.redirect_to };
}

/** Where the login page sends a password-checked account that still owes its code (in the login page's language). */
const SECOND_STEP_PATH = "/login/code";

/**
 * The login page's one hook: for a staff account with two-step on, no session yet but a
 * pending sign-in and a redirect to /login/code (/ny/login/code from the Chichewa login page);
 * null for everyone else (members always).
 */
export async function secondStepRedirect(
  request: Request,
  services: { db: Db; env: Pick<Env, "PUBLIC_URL"> },
  user: Pick<User, "id" | "usertype">,
  options: { remember: boolean; redirectTo: string },
): Promise<Response | null> {
  if (!(await needsSecondStep(services.db, user))) return null;
  const token = await startPendingLogin(services.db, user, options);
  return localisedRedirect(request, SECOND_STEP_PATH, { headers: { "Set-Cookie": pendingLoginCookie(services.env, token) } });
}
