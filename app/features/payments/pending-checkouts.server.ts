/**
 * Checkouts nobody came back from (docs/decisions/069-pending-checkouts.md). A guest may pay on
 * PayChangu's page and close the tab, and the webhook may fail (our server down, a network
 * fault, a refused stale retry). PayChangu's own advice: "Don't rely solely on webhooks … set up
 * a background job that regularly polls for the status of any pending transactions using the
 * transaction verification endpoint … every hour until a successful or failed response". This
 * is that job: it runs in the deposit deadlines' round, before any deadline is judged, so a stay
 * paid without a webhook is recorded as paid before it could be reminded or released.
 */
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { log } from "~/platform/runtime/log.server";
import { paychanguOf, settleDeposit } from "~/features/payments/deposits.server";

type Db = Kysely<Database>;
type PaymentEnv = Pick<Env, "PAYCHANGU_SECRET_KEY" | "PAYCHANGU_WEBHOOK_SECRET" | "PAYCHANGU_API_URL">;

/** A guest on PayChangu's page is left alone this long before we ask. */
export const FIRST_CHECK_AFTER_MS = 10 * 60_000;
/** Then asked about once an hour, as PayChangu suggests. */
export const CHECK_EVERY_MS = 60 * 60_000;
/** A checkout still unpaid after two days was abandoned: its line is closed as failed. */
export const GIVE_UP_AFTER_MS = 48 * 60 * 60_000;
/** At most this many questions to PayChangu per round. */
const PER_ROUND = 50;

export interface PendingCheckRound {
  asked: number;
  paid: number;
  abandoned: number;
}

/**
 * One pass: each pending online deposit older than FIRST_CHECK_AFTER_MS and not asked about for
 * CHECK_EVERY_MS is claimed by a conditional update of `checked_at` (so of several instances one
 * asks), then settled exactly as a webhook would settle it (`settleDeposit`: PayChangu's
 * verification, one state change, the receipt). Past GIVE_UP_AFTER_MS an unpaid one is failed.
 */
export async function checkPendingCheckouts(db: Db, env: PaymentEnv, now: Date = new Date()): Promise<PendingCheckRound> {
  const done: PendingCheckRound = { asked: 0, paid: 0, abandoned: 0 };
  if (!paychanguOf(env)) return done;
  const nowIso = now.toISOString();
  const firstBy = new Date(now.getTime() - FIRST_CHECK_AFTER_MS).toISOString();
  const againBy = new Date(now.getTime() - CHECK_EVERY_MS).toISOString();
  const giveUpBy = new Date(now.getTime() - GIVE_UP_AFTER_MS).toISOString();
  const due = await db
    .selectFrom("stay_payments")
    .select(["id", "tx_ref", "created_at"])
    .where("status", "=", "pending")
    .where("kind", "=", "deposit")
    .where("tx_ref", "is not", null)
    .where("created_at", "<=", firstBy)
    .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<=", againBy)]))
    .orderBy("created_at")
    .limit(PER_ROUND)
    .execute();
  for (const line of due) {
    const claimed = await db
      .updateTable("stay_payments")
      .set({ checked_at: nowIso })
      .where("id", "=", line.id)
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<=", againBy)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1 || line.tx_ref === null) continue;
    done.asked += 1;
    try {
      const outcome = await settleDeposit(db, env, line.tx_ref);
      if (outcome.kind === "paid" && outcome.recordedNow) {
        done.paid += 1;
        log.info("deposit found paid without a webhook", { txRef: line.tx_ref });
      } else if (outcome.kind === "not-paid" && line.created_at <= giveUpBy) {
        const closed = await db.updateTable("stay_payments").set({ status: "failed", note: "Abandoned: not paid within two days", updated_at: nowIso }).where("id", "=", line.id).where("status", "=", "pending").executeTakeFirst();
        if (Number(closed.numUpdatedRows) === 1) done.abandoned += 1;
      }
    } catch (error) {
      log.error("pending checkout check failed", { txRef: line.tx_ref, error });
    }
  }
  return done;
}
