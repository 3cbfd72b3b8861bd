import type { Kysely } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { isStaff, roleOf, type Viewer } from "~/platform/auth/roles";
import { policyFor, sessionPolicy } from "~/platform/auth/session-policy";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

type Db = Kysely<Database>;

const iso = (ms: number) => new Date(ms).toISOString();

export function toViewer(user: Pick<User, "id" | "name" | "email" | "usertype">): Viewer {
  return { id: user.id, name: user.name, email: user.email, usertype: user.usertype, role: roleOf(user.usertype) };
}

function policyForUser(user: Pick<User, "usertype">, remember: boolean) {
  return policyFor(isStaff({ role: roleOf(user.usertype) }), remember);
}

/** A browser login: returns the cookie value and how long the cookie should live (null = browser session). */
export async function createWebSession(
  db: Db,
  user: Pick<User, "id" | "usertype">,
  remember: boolean,
): Promise<{ token: string; maxAgeSeconds: number | null }> {
  const staff = isStaff({ role: roleOf(user.usertype) });
  const policy = policyForUser(user, remember);
  const token = newToken();
  const now = Date.now();
  await db
    .insertInto("sessions")
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      kind: "web",
      remember: remember && !staff ? 1 : 0,
      created_at: iso(now),
      last_seen_at: iso(now),
      expires_at: iso(now + policy.absoluteMs),
    })
    .execute();
  return { token, maxAgeSeconds: remember && !staff ? Math.floor(policy.absoluteMs / 1000) : null };
}

interface ApiLogin {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

async function issueApiTokens(db: Db, sessionId: number, sessionExpiresAt: string): Promise<ApiLogin> {
  const token = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  await db
    .insertInto("access_tokens")
    .values({ token_hash: hashToken(token), session_id: sessionId, expires_at: iso(now + sessionPolicy.accessTokenMs) })
    .execute();
  await db
    .insertInto("refresh_tokens")
    .values({ token_hash: hashToken(refreshToken), session_id: sessionId, used_at: null, expires_at: sessionExpiresAt })
    .execute();
  return { token, refreshToken, expiresIn: sessionPolicy.accessTokenMs / 1000 };
}

/** An API login (POST /api/login): a server-side session with a bearer token and a refresh token. */
export async function createApiLogin(db: Db, user: Pick<User, "id" | "usertype">): Promise<ApiLogin> {
  const policy = policyForUser(user, true);
  const now = Date.now();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("sessions")
      .values({
        user_id: user.id,
        token_hash: null,
        kind: "api",
        remember: 1,
        created_at: iso(now),
        last_seen_at: iso(now),
        expires_at: iso(now + policy.absoluteMs),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return issueApiTokens(trx, id, iso(now + policy.absoluteMs));
  });
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting a used
 * one means it was stolen or replayed, so the whole login is revoked.
 */
export async function refreshApiLogin(db: Db, refreshToken: string): Promise<ApiLogin> {
  const tokenHash = hashToken(refreshToken);
  const now = Date.now();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("refresh_tokens")
      .innerJoin("sessions", "sessions.id", "refresh_tokens.session_id")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "refresh_tokens.session_id",
        "refresh_tokens.used_at",
        "sessions.expires_at",
        "sessions.last_seen_at",
        "users.usertype",
        "users.deactivated_at",
      ])
      .where("refresh_tokens.token_hash", "=", tokenHash)
      .executeTakeFirst();
    if (!row) return null;
    if (row.used_at !== null) {
      await trx.deleteFrom("sessions").where("id", "=", row.session_id).execute();
      return "revoked" as const;
    }
    if (row.deactivated_at !== null) {
      await trx.deleteFrom("sessions").where("id", "=", row.session_id).execute();
      return null;
    }
    const policy = policyForUser(row, true);
    const idleEnd = Date.parse(row.last_seen_at) + policy.idleMs;
    if (Date.parse(row.expires_at) <= now || idleEnd <= now) {
      await trx.deleteFrom("sessions").where("id", "=", row.session_id).execute();
      return null;
    }
    // Only the first of two concurrent refreshes may win; the update's row count decides.
    const marked = await trx
      .updateTable("refresh_tokens")
      .set({ used_at: iso(now) })
      .where("token_hash", "=", tokenHash)
      .where("used_at", "is", null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return null;
    await trx.updateTable("sessions").set({ last_seen_at: iso(now) }).where("id", "=", row.session_id).execute();
    return issueApiTokens(trx, row.session_id, row.expires_at);
  });
  if (outcome === null || outcome === "revoked") throw new AppError("unauthenticated", authStaffWords.msg("refreshInvalid"));
  return outcome;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/**
 * Ends every login of an account, or every one but `keepSessionId` (the session making the
 * change). Sessions cascade to their access and refresh tokens, so API logins end too. Pass the
 * transaction that makes the change, so the logins end with it or not at all.
 */
export async function revokeSessionsOf(db: Db, userId: number, options: { keepSessionId?: number | null } = {}): Promise<void> {
  let sessions = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (options.keepSessionId != null) sessions = sessions.where("id", "!=", options.keepSessionId);
  await sessions.execute();
}

export interface ResolvedSession {
  sessionId: number;
  viewer: Viewer;
}

async function checkAndTouch(
  db: Db,
  row: { session_id: number; last_seen_at: string; expires_at: string; remember: number } & Pick<
    User,
    "id" | "name" | "email" | "usertype"
  >,
): Promise<ResolvedSession | null> {
  const now = Date.now();
  const policy = policyForUser(row, row.remember === 1);
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + policy.idleMs <= now) {
    await revokeSession(db, row.session_id);
    return null;
  }
  if (now - Date.parse(row.last_seen_at) > sessionPolicy.touchEveryMs) {
    await db.updateTable("sessions").set({ last_seen_at: iso(now) }).where("id", "=", row.session_id).execute();
  }
  return { sessionId: row.session_id, viewer: toViewer(row) };
}

const sessionUserColumns = [
  "sessions.id as session_id",
  "sessions.last_seen_at",
  "sessions.expires_at",
  "sessions.remember",
  "users.id",
  "users.name",
  "users.email",
  "users.usertype",
] as const;

export async function findSessionByCookie(db: Db, cookieToken: string): Promise<ResolvedSession | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(sessionUserColumns)
    .where("sessions.token_hash", "=", hashToken(cookieToken))
    .where("sessions.kind", "=", "web")
    // Deactivation deletes the sessions too; this keeps a deactivated account out even if one survived.
    .where("users.deactivated_at", "is", null)
    .executeTakeFirst();
  return row ? checkAndTouch(db, row) : null;
}

export async function findSessionByAccessToken(db: Db, accessToken: string): Promise<ResolvedSession | null> {
  const row = await db
    .selectFrom("access_tokens")
    .innerJoin("sessions", "sessions.id", "access_tokens.session_id")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(sessionUserColumns)
    .where("access_tokens.token_hash", "=", hashToken(accessToken))
    .where("access_tokens.expires_at", ">", iso(Date.now()))
    .where("users.deactivated_at", "is", null)
    .executeTakeFirst();
  return row ? checkAndTouch(db, row) : null;
}

/**
 * Housekeeping: removes sessions past their absolute end, access tokens past their 15
 * minutes, and refresh tokens whose session is gone or has ended. Lookups already refuse
 * all of these; sweeping keeps the tables small and leaves no dead token hashes lying around.
 */
export async function sweepExpiredSessions(
  db: Db,
  now: Date = new Date(),
): Promise<{ sessions: number; accessTokens: number; refreshTokens: number }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Tokens first, so the counts are what this sweep removed rather than what the cascade took.
    const accessTokens = await trx
      .deleteFrom("access_tokens")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", at),
          eb("session_id", "in", eb.selectFrom("sessions").select("id").where("expires_at", "<=", at)),
        ]),
      )
      .executeTakeFirst();
    const refreshTokens = await trx
      .deleteFrom("refresh_tokens")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", at),
          eb("session_id", "in", eb.selectFrom("sessions").select("id").where("expires_at", "<=", at)),
          eb.not(eb.exists(eb.selectFrom("sessions").select("sessions.id").whereRef("sessions.id", "=", "refresh_tokens.session_id"))),
        ]),
      )
      .executeTakeFirst();
    const sessions = await trx.deleteFrom("sessions").where("expires_at", "<=", at).executeTakeFirst();
    return {
      sessions: Number(sessions.numDeletedRows),
      accessTokens: Number(accessTokens.numDeletedRows),
      refreshTokens: Number(refreshTokens.numDeletedRows),
    };
  });
}
