import type { Kysely } from "kysely";
import type { AfterAnswer } from "~/platform/runtime/background-work.server";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { hashPassword } from "~/platform/auth/password.server";
import { isStaff, roleOf } from "~/platform/auth/roles";
import type { ForgotPasswordInput, ResetPasswordInput } from "~/platform/auth/schema";
import { revokeSessionsOf } from "~/platform/auth/sessions.server";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { checkPasswordPolicy, getUserByEmail } from "~/platform/auth/users.server";
import { passwordResetEmail } from "~/platform/auth/account.emails";
import { emailHotel, emailLink } from "~/platform/email/email-layout";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { authWords } from "~/platform/auth/auth-words";

type Db = Kysely<Database>;

/** Reset emails one account may receive per hour; more requests are answered alike but send nothing. */
const RESET_EMAILS_PER_HOUR = 3;

/** How long a link to choose a new password works. */
const PASSWORD_RESET_MINUTES = 60;

/**
 * Forgotten password (DECISIONS §3). The caller answers the same message for every email, and
 * everything that depends on the account (looking it up, storing a link, queuing its email) is
 * done after that answer has gone (`afterAnswer`): an existing account's answer once took
 * 2–3 ms longer than an unknown email's, which told who has an account
 * (docs/decisions/038-limits-and-device-cookies.md). A failure then is logged, not answered.
 * `origin` is where the link points: PUBLIC_URL, or the request's own trusted origin; `language`
 * is the one the request was made in, which the email and its link's page are in.
 */
export function requestPasswordReset(db: Db, input: ForgotPasswordInput, origin: string | null, afterAnswer: AfterAnswer, language: Language = DEFAULT_LANGUAGE): void {
  afterAnswer("password reset", () => sendPasswordResetLink(db, input, origin, language));
}

/** The work behind a forgotten-password request: a link and its email, when the account exists, is active and has not had 3 this hour. */
export async function sendPasswordResetLink(db: Db, input: ForgotPasswordInput, origin: string | null, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = new Date();
  const [user, settings] = await Promise.all([getUserByEmail(db, input.email), getSiteSettings(db)]);
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const recent = await db
    .selectFrom("password_resets")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", user?.id ?? -1)
    .where("created_at", ">", hourAgo)
    .executeTakeFirstOrThrow();
  if (!user || user.deactivated_at !== null || Number(recent.n) >= RESET_EMAILS_PER_HOUR) return;
  const link = emailLink(origin, `/reset-password/${token}?email=${encodeURIComponent(user.email)}`, language);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("password_resets")
      .values({
        user_id: user.id,
        token_hash: tokenHash,
        expires_at: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
    await enqueueEmail(trx, passwordResetEmail({ to: user.email, language, name: user.name, hotel: emailHotel(settings), link, minutes: PASSWORD_RESET_MINUTES }));
  });
}

const invalidLink = () => new AppError("validation", authWords.msg("passwordResetLinkInvalid"), { errors: { token: [authWords.msg("passwordResetLinkInvalid")] } });

/**
 * Sets a new password through a reset link. The token must belong to that email, be unused
 * and unexpired; it is spent in the same transaction that changes the password, together
 * with the account's other reset links, and every session of the account ends.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, language: Language = DEFAULT_LANGUAGE): Promise<void> {
  const now = new Date().toISOString();
  const row = await db
    .selectFrom("password_resets as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .select(["r.id as reset_id", "r.expires_at", "r.used_at", "u.id", "u.name", "u.email", "u.usertype", "u.deactivated_at"])
    .where("r.token_hash", "=", hashToken(input.token))
    .executeTakeFirst();
  if (!row || row.email !== input.email || row.used_at !== null || row.expires_at <= now || row.deactivated_at !== null) throw invalidLink();
  await checkPasswordPolicy(input.password, isStaff({ role: roleOf(row.usertype) }), row, language);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    // Spent only if still unspent: of two racing uses of one link, one wins.
    const spent = await trx.updateTable("password_resets").set({ used_at: now }).where("id", "=", row.reset_id).where("used_at", "is", null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw invalidLink();
    await trx.updateTable("password_resets").set({ used_at: now }).where("user_id", "=", row.id).where("used_at", "is", null).execute();
    // The link reached the account's inbox: its address is the owner's (migration 0380).
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: now, email_verified_at: now }).where("id", "=", row.id).execute();
    await revokeSessionsOf(trx, row.id);
  });
}

/**
 * Housekeeping: removes reset links that can no longer be used (expired) and no longer count
 * toward the account's emails per hour, so no dead token hash lies around. Returns how many.
 */
export async function sweepOldPasswordResets(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("password_resets")
    .where("expires_at", "<=", now.toISOString())
    .where("created_at", "<=", new Date(now.getTime() - 3_600_000).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
