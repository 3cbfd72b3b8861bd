import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { ADMIN_ONLY_EMAIL_KINDS, type OutboxEmail, type OutboxEmailSummary } from "~/platform/email/schema";

type Db = Kysely<Database>;

/** An email to queue. `kind` names what it is for (shown to staff, used by tests). */
export interface NewEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  kind: string;
}

const MINUTE = 60_000;

/**
 * How long to wait after the n-th failed attempt: 1 min, 5 min, 30 min, 2 h; after the
 * fifth failure (about 2 h 36 min after the first) the email is marked failed for good.
 */
export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE] as const;

/**
 * How long a worker holds an email it has claimed for sending: another server process leaves
 * it alone meanwhile. Longer than any one send can take (createSmtpSender's timeouts); an
 * email whose worker died mid-send is tried again once the lease runs out.
 */
const SEND_LEASE_MS = 10 * MINUTE;

/** The wait before the next attempt once `attempts` have failed, or null when it is time to give up. */
export function retryDelayMs(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) return 0;
  return RETRY_DELAYS_MS[attempts - 1] ?? null;
}

/**
 * Queues an email inside the caller's transaction: it is sent only if the change that caused
 * it commits, and a committed change cannot lose its email (docs/decisions/018-email-outbox.md).
 */
export async function enqueueEmail(trx: Transaction<Database> | Db, email: NewEmail): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto("email_outbox")
    .values({
      kind: email.kind,
      to_address: email.to,
      reply_to: email.replyTo ?? null,
      subject: email.subject,
      text_body: email.text,
      html_body: email.html ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
}

/**
 * How many emails wait to be sent and how long the oldest has waited, for /metrics: one
 * statement over the pending rows (the `email_outbox_due` index starts with the status).
 */
export async function outboxQueue(db: Db, now = Date.now()): Promise<{ pending: number; oldestPendingSeconds: number }> {
  const row = await db
    .selectFrom("email_outbox")
    .select((eb) => [eb.fn.countAll<number | string>().as("pending"), eb.fn.min("created_at").as("oldest")])
    .where("status", "=", "pending")
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? Date.parse(String(row.oldest)) : Number.NaN;
  return { pending: Number(row.pending), oldestPendingSeconds: Number.isNaN(oldest) ? 0 : Math.max(0, (now - oldest) / 1000) };
}

/** The most the outbox screen lists at once. */
export const OUTBOX_LIST_LIMIT = 200;

const SUMMARY_COLUMNS = ["id", "kind", "to_address", "subject", "status", "attempts", "next_attempt_at", "last_error", "created_at", "sent_at"] as const;

/** Newest first, without the bodies. */
export async function listOutbox(db: Db, limit = OUTBOX_LIST_LIMIT): Promise<OutboxEmailSummary[]> {
  return db.selectFrom("email_outbox").select(SUMMARY_COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

async function getOutboxEmail(db: Db, id: number): Promise<OutboxEmail | undefined> {
  return db
    .selectFrom("email_outbox")
    .select([...SUMMARY_COLUMNS, "reply_to", "text_body"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Delivers one email; throws when the relay refuses it or cannot be reached. */
export type SendEmail = (email: { to: string; replyTo: string | null; subject: string; text: string; html: string | null }) => Promise<void>;

/**
 * Sends every due pending email once, oldest first: a success marks it sent; a failure
 * counts an attempt and schedules the next one by `retryDelayMs`, or marks it failed.
 * `describeFailure` turns an error into the text kept for staff (without secrets).
 *
 * Several server processes may run this on one database at once: each email is first claimed
 * by a conditional update that moves its next attempt SEND_LEASE_MS ahead, and only the
 * process whose update changed the row sends it (no row locks, the same on both engines).
 */
export async function deliverDueEmails(
  db: Db,
  send: SendEmail,
  options: { now?: Date; batch?: number; describeFailure?: (error: unknown) => string } = {},
): Promise<{ sent: number; failed: number; retrying: number }> {
  const now = options.now ?? new Date();
  const describe = options.describeFailure ?? ((error: unknown) => (error instanceof Error ? error.message : String(error)));
  const due = await db
    .selectFrom("email_outbox")
    .selectAll()
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(options.batch ?? 20)
    .execute();
  const outcome = { sent: 0, failed: 0, retrying: 0 };
  for (const row of due) {
    const claim = await db
      .updateTable("email_outbox")
      .set({ next_attempt_at: new Date(now.getTime() + SEND_LEASE_MS).toISOString() })
      .where("id", "=", row.id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "=", row.next_attempt_at)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue; // another process is sending it
    try {
      await send({ to: row.to_address, replyTo: row.reply_to, subject: row.subject, text: row.text_body, html: row.html_body });
      await db.updateTable("email_outbox").set({ status: "sent", attempts: row.attempts + 1, sent_at: new Date().toISOString(), last_error: null }).where("id", "=", row.id).execute();
      outcome.sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const delay = retryDelayMs(attempts);
      const lastError = describe(error).slice(0, 500);
      if (delay === null) {
        await db.updateTable("email_outbox").set({ status: "failed", attempts, last_error: lastError }).where("id", "=", row.id).execute();
        outcome.failed += 1;
      } else {
        const next = new Date(now.getTime() + delay).toISOString();
        await db.updateTable("email_outbox").set({ attempts, next_attempt_at: next, last_error: lastError }).where("id", "=", row.id).execute();
        outcome.retrying += 1;
      }
    }
  }
  return outcome;
}

/** Shown instead of a password reset email's text to staff who are not administrators. */
export const WITHHELD_TEXT = "Password reset emails carry a link that opens the account; only administrators may read them.";

/**
 * One email as `viewer` may read it: the text of a password reset email (a link that takes
 * over the account) is for administrators only, or an editor could become any account.
 */
export async function readOutboxEmail(db: Db, id: number, viewer: { role: string }): Promise<OutboxEmail | null> {
  const email = await getOutboxEmail(db, id);
  if (!email) return null;
  if (viewer.role !== "admin" && ADMIN_ONLY_EMAIL_KINDS.includes(email.kind)) return { ...email, text_body: WITHHELD_TEXT };
  return email;
}
