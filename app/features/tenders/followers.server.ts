import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { AppError } from "~/lib/errors";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { emailHotel, emailLink, storedLanguage } from "~/platform/email/email-layout";
import { tenderFollowConfirmEmail } from "~/features/tenders/tenders.emails";
import type { Language } from "~/platform/i18n/language";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { isClosed } from "~/features/tenders/closing";
import { TENDER_FOLLOW_CONFIRM_PATH, TENDER_FOLLOW_UNSUBSCRIBE_PATH } from "~/features/tenders/schema";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { fieldWords } from "~/platform/forms/field-words";

/*
 * Bidders following a tender by email (docs/decisions/040-tenders.md). Like the newsletter
 * (DECISIONS §6, §7): double opt-in, an unsubscribe link in every email, and the same answer
 * whether or not the address already follows, so the form tells nobody who bids. Unlike it,
 * no token is stored in clear: the confirmation token and each unsubscribe link are kept as
 * their sha256 only, so every email gets an unsubscribe link of its own.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** A second confirmation email for the same unconfirmed address waits this long. */
const CONFIRMATION_RESEND_MINUTES = 10;

/** The language of a new follower's emails when the request names none. */
export const DEFAULT_FOLLOWER_LANGUAGE: Language = "en";

/** Where the links of a follower's emails point: PUBLIC_URL when set, else the site address the follower used. */
export function linkOrigin(env: Pick<Env, "PUBLIC_URL">, followerOrigin: string | null): string {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : (followerOrigin ?? "");
}

export const tenderPath = (tenderId: number) => `/Tender/${tenderId}`;

/** A fresh unsubscribe link for one email to `followerId`, to the page in the email's language; its hash is kept, the link goes out. */
export async function newUnsubscribeLink(trx: Transaction<Database>, followerId: number, origin: string, now: Date, language: Language): Promise<string> {
  const token = newToken();
  await trx.insertInto("tender_follower_tokens").values({ token_hash: hashToken(token), follower_id: followerId, created_at: now.toISOString() }).execute();
  return emailLink(origin, `${TENDER_FOLLOW_UNSUBSCRIBE_PATH}/${token}`, language);
}

/**
 * Asks for a tender's news at `email`. A new address is stored unconfirmed and sent a
 * confirmation link; an unconfirmed one gets a fresh link at most every
 * CONFIRMATION_RESEND_MINUTES; a confirmed one changes nothing. The caller answers the same
 * in every case. `origin` is where the links point (PUBLIC_URL or the trusted origin). A
 * closed tender has nothing more to follow (409); an unknown one is 404. `language` is the one
 * the request was made in: this follower's emails are written in it (an unconfirmed follower
 * asking again takes the new one).
 */
export async function followTender(
  db: Kysely<Database>,
  tenderId: number,
  email: string,
  options: { origin: string | null; env: Pick<Env, "PUBLIC_URL">; language?: Language },
): Promise<void> {
  const now = new Date();
  const settings = await getSiteSettings(db);
  await db.transaction().execute(async (trx) => {
    const tender = await trx.selectFrom("tenders").select(["id", "name", "closes_at"]).where("id", "=", tenderId).executeTakeFirst();
    if (!tender) throw new AppError("not_found", fieldWords.msg("notFound"));
    if (isClosed(tender.closes_at, now.getTime())) throw new AppError("conflict", tendersCatalog.msg("tenderFollowClosed"));
    const existing = await trx
      .selectFrom("tender_followers")
      .select(["id", "confirmed_at", "confirmation_sent_at", "language"])
      .where("tender_id", "=", tenderId)
      .where("email", "=", email)
      .executeTakeFirst();
    if (existing?.confirmed_at) return;
    const resendAfter = new Date(now.getTime() - CONFIRMATION_RESEND_MINUTES * 60_000).toISOString();
    if (existing?.confirmation_sent_at && existing.confirmation_sent_at > resendAfter) return;
    const token = newToken();
    let followerId: number;
    const language = options.language ?? storedLanguage(existing?.language ?? DEFAULT_FOLLOWER_LANGUAGE);
    if (existing) {
      followerId = existing.id;
      await trx
        .updateTable("tender_followers")
        .set({ confirm_token_hash: hashToken(token), confirmation_sent_at: now.toISOString(), link_origin: options.origin, language })
        .where("id", "=", existing.id)
        .execute();
    } else {
      const inserted = await trx
        .insertInto("tender_followers")
        .values({
          tender_id: tenderId,
          email,
          language,
          confirmed_at: null,
          confirm_token_hash: hashToken(token),
          confirmation_sent_at: now.toISOString(),
          link_origin: options.origin,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(["tender_id", "email"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      // The same address asked at the same moment, and that request sends its own email.
      if (!inserted) return;
      followerId = inserted.id;
    }
    const origin = linkOrigin(options.env, options.origin);
    await enqueueEmail(
      trx,
      tenderFollowConfirmEmail({
        to: email,
        language,
        hotel: emailHotel(settings),
        tenderName: tender.name,
        tenderLink: emailLink(origin, tenderPath(tender.id), language),
        closesAt: tender.closes_at,
        confirmLink: emailLink(origin, `${TENDER_FOLLOW_CONFIRM_PATH}/${token}`, language),
        unsubscribeLink: await newUnsubscribeLink(trx, followerId, origin, now, language),
      }),
    );
  });
}

/** What a confirmation link is for, while still unconfirmed; null for an unknown or spent link. */
export async function findFollowToConfirm(db: Db, token: string): Promise<{ email: string; tenderId: number; tenderName: string } | null> {
  if (!token) return null;
  const row = await db
    .selectFrom("tender_followers")
    .innerJoin("tenders", "tenders.id", "tender_followers.tender_id")
    .select(["tender_followers.email", "tender_followers.confirmed_at", "tenders.id as tender_id", "tenders.name"])
    .where("tender_followers.confirm_token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row && row.confirmed_at === null ? { email: row.email, tenderId: row.tender_id, tenderName: row.name } : null;
}

/** Confirms the follow the link is for; false when the link is unknown or already used. */
export async function confirmFollow(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const result = await db
    .updateTable("tender_followers")
    .set({ confirmed_at: new Date().toISOString(), confirm_token_hash: null })
    .where("confirm_token_hash", "=", hashToken(token))
    .where("confirmed_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Who an unsubscribe link is for; null when the address no longer follows. */
export async function findFollowToLeave(db: Db, token: string): Promise<{ email: string; tenderId: number; tenderName: string } | null> {
  if (!token) return null;
  const row = await db
    .selectFrom("tender_follower_tokens")
    .innerJoin("tender_followers", "tender_followers.id", "tender_follower_tokens.follower_id")
    .innerJoin("tenders", "tenders.id", "tender_followers.tender_id")
    .select(["tender_followers.email", "tenders.id as tender_id", "tenders.name"])
    .where("tender_follower_tokens.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  return row ? { email: row.email, tenderId: row.tender_id, tenderName: row.name } : null;
}

/** Takes the address off the tender's list (its row and its links go: nothing about it is kept). */
export async function unfollowTender(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false;
  return db.transaction().execute(async (trx) => {
    const link = await trx.selectFrom("tender_follower_tokens").select("follower_id").where("token_hash", "=", hashToken(token)).executeTakeFirst();
    if (!link) return false;
    await trx.deleteFrom("tender_followers").where("id", "=", link.follower_id).execute();
    return true;
  });
}
