import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { log } from "~/platform/runtime/log.server";
import { emailHotel, emailLink, storedLanguage } from "~/platform/email/email-layout";
import { tenderAddendumEmail, tenderClosingMovedEmail } from "~/features/tenders/tenders.emails";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { fileUrl } from "~/platform/files/stored-file";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { linkOrigin, newUnsubscribeLink, tenderPath } from "~/features/tenders/followers.server";

/*
 * Tells a tender's confirmed followers what changed (docs/decisions/040-tenders.md): each new
 * addendum, and a closing time that moved. The writes themselves only change the tender or
 * add the addendum, whoever makes them (the API, the back-office, a script); this round finds
 * what is not yet announced (`tender_addenda.announced_at` null, `tenders.announced_closes_at`
 * behind `closes_at`) and, in one transaction per item, marks it announced and queues the
 * emails in the outbox. The mark is a conditional update, so when two server processes look
 * at once only one of them queues the emails.
 */

const ANNOUNCE_EVERY_MS = 2_000;

interface Follower {
  id: number;
  email: string;
  language: string;
  link_origin: string | null;
}

async function confirmedFollowers(trx: Transaction<Database>, tenderId: number): Promise<Follower[]> {
  return trx
    .selectFrom("tender_followers")
    .select(["id", "email", "language", "link_origin"])
    .where("tender_id", "=", tenderId)
    .where("confirmed_at", "is not", null)
    .orderBy("id")
    .execute();
}

/** One round: queues the emails of every addendum and closing change not yet announced; returns how many. */
export async function announceTenderNews(db: Kysely<Database>, env: Pick<Env, "PUBLIC_URL">): Promise<number> {
  let queued = 0;
  const addenda = await db
    .selectFrom("tender_addenda")
    .innerJoin("tenders", "tenders.id", "tender_addenda.tender_id")
    .leftJoin("files", "files.id", "tender_addenda.file_id")
    .select([
      "tender_addenda.id",
      "tender_addenda.title",
      "tender_addenda.posted_at",
      "tenders.id as tender_id",
      "tenders.name as tender_name",
      "tenders.closes_at",
      "files.stored_name",
      "files.download_name",
      "files.visibility",
    ])
    .where("tender_addenda.announced_at", "is", null)
    .orderBy("tender_addenda.id")
    .execute();
  const moved = await db
    .selectFrom("tenders")
    .select(["id", "name", "closes_at", "announced_closes_at"])
    .where((eb) => eb.or([eb("announced_closes_at", "is", null), eb("announced_closes_at", "<>", eb.ref("closes_at"))]))
    .orderBy("id")
    .execute();
  if (addenda.length === 0 && moved.length === 0) return 0;
  const hotel = emailHotel(await getSiteSettings(db));

  for (const addendum of addenda) {
    queued += await db.transaction().execute(async (trx) => {
      const now = new Date();
      const claimed = await trx
        .updateTable("tender_addenda")
        .set({ announced_at: now.toISOString() })
        .where("id", "=", addendum.id)
        .where("announced_at", "is", null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return 0;
      const followers = await confirmedFollowers(trx, addendum.tender_id);
      const file =
        addendum.stored_name && addendum.download_name && addendum.visibility
          ? fileUrl({ stored_name: addendum.stored_name, download_name: addendum.download_name, visibility: addendum.visibility })
          : null;
      for (const follower of followers) {
        const origin = linkOrigin(env, follower.link_origin);
        const language = storedLanguage(follower.language);
        await enqueueEmail(
          trx,
          tenderAddendumEmail({
            to: follower.email,
            language,
            hotel,
            tenderName: addendum.tender_name,
            tenderLink: emailLink(origin, tenderPath(addendum.tender_id), language),
            addendumTitle: addendum.title,
            postedAt: addendum.posted_at,
            addendumLink: file ? `${origin}${file}` : null,
            closesAt: addendum.closes_at,
            unsubscribeLink: await newUnsubscribeLink(trx, follower.id, origin, now, language),
          }),
        );
      }
      return followers.length;
    });
  }

  for (const tender of moved) {
    queued += await db.transaction().execute(async (trx) => {
      const now = new Date();
      const was = tender.announced_closes_at;
      // Still as read (a newer move waits for the next round), and not announced by another process meanwhile.
      const claimed = await trx
        .updateTable("tenders")
        .set({ announced_closes_at: tender.closes_at })
        .where("id", "=", tender.id)
        .where("closes_at", "=", tender.closes_at)
        .where((eb) => (was === null ? eb("announced_closes_at", "is", null) : eb("announced_closes_at", "=", was)))
        .executeTakeFirst();
      // A new tender has told nobody anything yet: its first closing time is only noted.
      if (Number(claimed.numUpdatedRows) !== 1 || was === null) return 0;
      const followers = await confirmedFollowers(trx, tender.id);
      for (const follower of followers) {
        const origin = linkOrigin(env, follower.link_origin);
        const language = storedLanguage(follower.language);
        await enqueueEmail(
          trx,
          tenderClosingMovedEmail({
            to: follower.email,
            language,
            hotel,
            tenderName: tender.name,
            tenderLink: emailLink(origin, tenderPath(tender.id), language),
            was,
            now: tender.closes_at,
            unsubscribeLink: await newUnsubscribeLink(trx, follower.id, origin, now, language),
          }),
        );
      }
      return followers.length;
    });
  }
  return queued;
}

/**
 * Runs the announcements in the server process, like the email worker: every `everyMs`, so a
 * follower's email is in the outbox within seconds of the change. The timer is unref'd and
 * one round never overlaps the next.
 */
export function startTenderNotices(services: { db: Kysely<Database>; env: Pick<Env, "PUBLIC_URL"> }, options: { everyMs?: number } = {}): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const queued = await announceTenderNews(services.db, services.env);
      if (queued > 0) log.info("tender news queued", { emails: queued });
    } catch (error) {
      log.error("tender news failed", { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), options.everyMs ?? ANNOUNCE_EVERY_MS);
  timer.unref();
  void round();
  return () => clearInterval(timer);
}
