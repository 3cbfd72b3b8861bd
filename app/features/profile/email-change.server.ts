import type { Kysely, Transaction } from "kysely";
import type { Database, User } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { isUniqueViolation } from "~/platform/db/db-errors";
import type { AppServices } from "~/platform/app-context";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { isStaff } from "~/platform/auth/roles";
import { revokeSessionsOf, toViewer } from "~/platform/auth/sessions.server";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { getUserByEmail } from "~/platform/auth/users.server";
import { emailHotel, emailLink, storedLanguage } from "~/platform/email/email-layout";
import { emailAlreadyInUseEmail, emailChangeConfirmEmail, emailChangedEmail, emailVerifyEmail } from "~/features/profile/email-change.emails";
import type { Language } from "~/platform/i18n/language";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { profileWords } from "~/features/profile/profile-words";

type Db = Kysely<Database>;

/** Where the confirmation link leads (app/routes/account/confirm-email.tsx). */
export const CONFIRM_EMAIL_PATH = "/confirm-email";

/** How long a link to confirm a new email works. */
const EMAIL_CHANGE_MINUTES = 60;

/**
 * An account asks for a new email (docs/decisions/038-limits-and-device-cookies.md). Nothing
 * changes yet: the change waits (one per account, `email_changes`) for the link sent to the new
 * address, so an account only ever gets an address its owner reads. When another account
 * already has that address, its owner is told instead and no link is sent; the asker gets the
 * same answer, the same stored change and the same one email either way, so asking says
 * nothing about who has an account.
 *
 * First `countEmailChange` (429 beyond the limits, before anything is written), then the
 * writes this returns run in the caller's transaction, with whatever else the form saves. The
 * link goes out in `language`, the profile's; the other account's owner is told in theirs.
 */
export async function prepareEmailChange(
  db: Db,
  user: Pick<User, "id" | "name">,
  newEmail: string,
  origin: string | null,
  language: Language,
): Promise<(trx: Transaction<Database>) => Promise<void>> {
  const token = newToken();
  const now = new Date();
  const [holder, settings] = await Promise.all([getUserByEmail(db, newEmail), getSiteSettings(db)]);
  const link = emailLink(origin, `${CONFIRM_EMAIL_PATH}/${token}`, language);
  const email =
    holder && holder.id !== user.id
      ? emailAlreadyInUseEmail({ to: newEmail, language: storedLanguage(holder.language), hotel: emailHotel(settings), forgotLink: emailLink(origin, "/forgetPassword", storedLanguage(holder.language)) })
      : holder?.id === user.id
        ? // The account's own address: a link that confirms it is the owner's (migration 0380).
          emailVerifyEmail({ to: newEmail, language, name: user.name, hotel: emailHotel(settings), link, minutes: EMAIL_CHANGE_MINUTES })
        : emailChangeConfirmEmail({ to: newEmail, language, name: user.name, hotel: emailHotel(settings), link, minutes: EMAIL_CHANGE_MINUTES });
  return async (trx) => {
    await trx.deleteFrom("email_changes").where("user_id", "=", user.id).execute();
    await trx
      .insertInto("email_changes")
      .values({
        user_id: user.id,
        new_email: newEmail,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + EMAIL_CHANGE_MINUTES * 60_000).toISOString(),
        created_at: now.toISOString(),
      })
      .execute();
    await enqueueEmail(trx, email);
  };
}

/** One more new email asked for, by this account and from this address: 429 (with Retry-After) beyond either limit. */
export async function countEmailChange(services: Pick<AppServices, "rateLimits">, accountId: number, ip: string): Promise<void> {
  await services.rateLimits.emailChangeAddress.hit(ip);
  await services.rateLimits.emailChangeAccount.hit(String(accountId));
}

/**
 * The change a link stands for, while it may still be used: for the page that asks to confirm
 * it. `verifying` when the address is already the account's (confirming it, not changing it).
 */
export async function findEmailChange(db: Db, token: string): Promise<{ newEmail: string; verifying: boolean } | null> {
  if (token.length > 200) return null;
  const row = await db
    .selectFrom("email_changes")
    .innerJoin("users", "users.id", "email_changes.user_id")
    .select(["email_changes.new_email", "users.email"])
    .where("email_changes.token_hash", "=", hashToken(token))
    .where("email_changes.expires_at", ">", new Date().toISOString())
    .executeTakeFirst();
  return row ? { newEmail: row.new_email, verifying: row.new_email === row.email } : null;
}

/**
 * A member asks to confirm the account's own address (the dashboard's "Confirm my email"), so
 * stays booked with it before the account existed show there: the same link and limits as a
 * change of address, to the same address.
 */
export async function askToVerifyOwnEmail(
  services: Pick<AppServices, "db" | "rateLimits">,
  caller: { accountId: number; ip: string },
  origin: string | null,
  language: Language,
): Promise<{ email: string }> {
  const { db } = services;
  const user = await db.selectFrom("users").select(["id", "name", "email", "email_verified_at"]).where("id", "=", caller.accountId).executeTakeFirstOrThrow();
  if (user.email_verified_at !== null) return { email: user.email };
  await countEmailChange(services, user.id, caller.ip);
  const write = await prepareEmailChange(db, user, user.email, origin, language);
  await db.transaction().execute(write);
  return { email: user.email };
}

/** Whether the account's email has been shown to be its owner's (a link sent to it was used). */
export async function emailVerifiedOf(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirst();
  return Boolean(row?.email_verified_at);
}

/**
 * Makes the new email the account's, through the link (single use, 60 minutes). Every login of
 * the account ends but the one confirming, if it is the account's own (the email is what logs
 * in and what reset links go to); the old address is told; a staff account's change goes to the
 * activity log. Answers 422 for a used, expired or unknown link, and for an address taken since.
 */
export async function confirmEmailChange(db: Db, token: string, confirming: { userId: number; sessionId: number } | null): Promise<{ email: string; verified: boolean }> {
  const invalid = () => new AppError("validation", profileWords.msg("emailChangeLinkInvalid"), { errors: { token: [profileWords.msg("emailChangeLinkInvalid")] } });
  if (token.length > 200) throw invalid();
  const settings = await getSiteSettings(db);
  try {
    return await db.transaction().execute(async (trx) => {
      const change = await trx
        .deleteFrom("email_changes")
        .where("token_hash", "=", hashToken(token))
        .where("expires_at", ">", new Date().toISOString())
        .returningAll()
        .executeTakeFirst();
      if (!change) throw invalid();
      const before = await trx.selectFrom("users").selectAll().where("id", "=", change.user_id).executeTakeFirst();
      if (!before || before.deactivated_at !== null) throw invalid();
      const now = new Date().toISOString();
      if (change.new_email === before.email) {
        // Confirming the address the account has: nothing changes but that it is now known to be the owner's.
        await trx.updateTable("users").set({ email_verified_at: now }).where("id", "=", before.id).execute();
        return { email: before.email, verified: true };
      }
      const after = await trx
        .updateTable("users")
        // The link was opened from the new address: it is the owner's from the start.
        .set({ email: change.new_email, updated_at: now, email_verified_at: now })
        .where("id", "=", before.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const keep = confirming?.userId === before.id ? confirming.sessionId : null;
      await revokeSessionsOf(trx, before.id, { keepSessionId: keep });
      const actor = toViewer(after);
      if (isStaff(actor)) {
        await recordAudit(trx, { actor, action: "change-email", subjectType: "users", subjectId: after.id, subjectLabel: `${after.name} <${before.email}> to <${after.email}>` });
      }
      await enqueueEmail(trx, emailChangedEmail({ to: before.email, language: storedLanguage(before.language), name: before.name, hotel: emailHotel(settings), newEmail: after.email }));
      return { email: after.email, verified: false };
    });
  } catch (error) {
    // The address found an account of its own between the request and the link.
    if (isUniqueViolation(error)) throw new AppError("validation", profileWords.msg("profileEmailTaken"), { errors: { token: [profileWords.msg("profileEmailTaken")] } });
    throw error;
  }
}

/** Housekeeping: changes whose link has expired. Returns how many went. */
export async function sweepExpiredEmailChanges(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("email_changes").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
