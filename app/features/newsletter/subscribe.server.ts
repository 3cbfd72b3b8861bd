import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { emailHotel, emailLink } from "~/platform/email/email-layout";
import { newsletterConfirmationEmail } from "~/features/newsletter/newsletter.emails";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH } from "~/features/newsletter/schema";
import { csvResponse, toCsv } from "~/lib/csv";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { containsText } from "~/platform/db/text-search.server";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import { fieldWords } from "~/platform/forms/field-words";

/** A second confirmation email for the same unconfirmed address waits this long. */
const CONFIRMATION_RESEND_MINUTES = 10;

/**
 * A sign-up (DECISIONS §6, §7). A new address is stored unconfirmed and sent a confirmation
 * link; an unconfirmed one is sent a fresh link at most every CONFIRMATION_RESEND_MINUTES; a
 * confirmed one is a success without a second row or an email. The caller answers the same
 * in every case, so the form does not tell who is on the list. The unique index settles two
 * simultaneous sign-ups. `origin` is where the links point (PUBLIC_URL or the trusted origin);
 * `language` is the one the sign-up was made in, which the confirmation email is written in.
 */
export async function subscribeToNewsletter(db: Kysely<Database>, email: string, origin: string | null, language: Language = DEFAULT_LANGUAGE): Promise<{ created: boolean; emailed: boolean }> {
  const now = new Date();
  const settings = await getSiteSettings(db);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "confirmed_at", "confirmation_sent_at", "unsubscribe_token"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.confirmed_at) return { created: false, emailed: false };
    const resendAfter = new Date(now.getTime() - CONFIRMATION_RESEND_MINUTES * 60_000).toISOString();
    if (existing && existing.confirmation_sent_at && existing.confirmation_sent_at > resendAfter) return { created: false, emailed: false };
    const token = newToken();
    let unsubscribeToken = existing?.unsubscribe_token;
    let created = false;
    if (existing) {
      await trx.updateTable("newsletter_subscribers").set({ confirm_token_hash: hashToken(token), confirmation_sent_at: now.toISOString() }).where("id", "=", existing.id).execute();
    } else {
      unsubscribeToken = newToken();
      const inserted = await trx
        .insertInto("newsletter_subscribers")
        .values({ email, unsubscribe_token: unsubscribeToken, created_at: now.toISOString(), confirmed_at: null, confirm_token_hash: hashToken(token), confirmation_sent_at: now.toISOString() })
        .onConflict((oc) => oc.column("email").doNothing())
        .executeTakeFirst();
      created = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
      // Another sign-up of the same address won the race and sends its own email.
      if (!created) return { created: false, emailed: false };
    }
    await enqueueEmail(trx, newsletterConfirmationEmail({
      to: email,
      language,
      hotel: emailHotel(settings),
      confirmLink: emailLink(origin, `${NEWSLETTER_CONFIRM_PATH}/${token}`, language),
      unsubscribeLink: emailLink(origin, `${NEWSLETTER_UNSUBSCRIBE_PATH}/${unsubscribeToken ?? ""}`, language),
    }));
    return { created, emailed: true };
  });
}

/** The address a confirmation link is for, while it is still unconfirmed; null for an unknown or spent link. */
export async function findUnconfirmedSubscription(db: Kysely<Database>, token: string): Promise<{ email: string } | null> {
  if (!token) return null;
  const row = await db.selectFrom("newsletter_subscribers").select(["email", "confirmed_at"]).where("confirm_token_hash", "=", hashToken(token)).executeTakeFirst();
  return row && row.confirmed_at === null ? { email: row.email } : null;
}

/** Confirms the subscription the link is for; false when the link is unknown or already used. */
export async function confirmNewsletterSubscription(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ confirmed_at: new Date().toISOString(), confirm_token_hash: null })
    .where("confirm_token_hash", "=", hashToken(token))
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The address an unsubscribe link is for; null when it is no longer on the list. */
export async function findSubscriptionToLeave(db: Kysely<Database>, token: string): Promise<{ email: string } | null> {
  if (!token) return null;
  const row = await db.selectFrom("newsletter_subscribers").select("email").where("unsubscribe_token", "=", token).executeTakeFirst();
  return row ?? null;
}

/** Takes the address off the list (the row goes: nothing about the reader is kept). True when it was on it. */
export async function unsubscribeFromNewsletter(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  const result = await db.deleteFrom("newsletter_subscribers").where("unsubscribe_token", "=", token).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Newest first; `query` narrows to addresses containing it, ignoring case. */
export async function listNewsletterSubscribers(db: Kysely<Database>, options: { query?: string } = {}) {
  let select = db.selectFrom("newsletter_subscribers").select(["id", "email", "created_at", "confirmed_at"]);
  if (options.query) {
    const query = options.query;
    select = select.where((eb) => containsText(eb, ["email"], query));
  }
  const rows = await select.orderBy("id", "desc").execute();
  return rows.map((r) => ({ id: r.id, newsletter: r.email, created_at: r.created_at, confirmed: r.confirmed_at !== null }));
}

/** Staff take an address off the list (e.g. on a reader's request by phone). */
/** Staff remove an address; the activity log names who removed which one. */
export async function removeNewsletterSubscriber(db: Kysely<Database>, id: number, actor: Viewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("newsletter_subscribers").select("email").where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
    await trx.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
    await recordAudit(trx, { actor, action: "delete", subjectType: "newsletter_subscribers", subjectId: id, subjectLabel: row.email });
  });
}

/** The list (or the matching part of it) as a spreadsheet download for staff. */
export async function newsletterCsv(db: Kysely<Database>, query: string): Promise<Response> {
  const rows = await listNewsletterSubscribers(db, { query });
  return csvResponse(`newsletter-${hotelDate()}.csv`, toCsv(["Email", "Subscribed (UTC)", "Confirmed"], rows.map((r) => [r.newsletter, r.created_at, r.confirmed ? "yes" : "no"])));
}
