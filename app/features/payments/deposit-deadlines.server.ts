import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Env } from "~/platform/runtime/env.server";
import { log } from "~/platform/runtime/log.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { emailHotel, storedLanguage } from "~/platform/email/email-layout";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { newStayPageLink, releaseUnpaidStay, type ReservationRow } from "~/features/reservations/reservations.server";
import { DEPOSIT_AFTER_DEADLINE } from "~/features/payments/payments.settings";
import { checkPendingCheckouts } from "~/features/payments/pending-checkouts.server";
import { hasPaychanguKeys } from "~/features/payments/deposits.server";
import { depositReleasedEmail, depositReleasedForStaffEmail, depositReminderEmail, depositUnpaidForStaffEmail, type UnpaidDepositFacts } from "~/features/payments/payments.emails";

type Db = Kysely<Database>;
const HOUR = 3_600_000;

/** The reminder's new time to pay: as long as the first, and never less than a day (decision 068). */
export const MIN_SECOND_PERIOD_HOURS = 24;

/** How long a question to PayChangu about a pending checkout may take (its calls time out at 10 s), with room to spare. */
const ASKING_MS = 2 * 60_000;

/** What one round did. */
export interface DeadlineRound {
  reminded: number;
  staffTold: number;
  released: number;
}

/**
 * A stay the deadline may act on: confirmed, asking a deposit, its time to pay passed, no money
 * taken for it (a deposit paid online or a payment recorded at the desk), and no checkout of it
 * that PayChangu has not yet been asked about (when this server can ask). A stay paid,
 * waived (deposit_due 0), or no longer confirmed (cancelled, declined, in the house) never is.
 */
function overdue(nowIso: string, waitForChecks: boolean): Overdue {
  return (eb: ExpressionBuilder<Database, "reservations">) => {
    const unpaid = [
      eb("reservations.status", "=", "confirmed"),
      eb("reservations.deposit_due", ">", 0),
      eb("reservations.deposit_due_by", "is not", null),
      eb("reservations.deposit_due_by", "<=", nowIso),
      eb.not(
        eb.exists(
          eb
            .selectFrom("stay_payments")
            .select("stay_payments.id")
            .whereRef("stay_payments.reservation_id", "=", "reservations.id")
            .where("stay_payments.status", "=", "paid")
            .where("stay_payments.kind", "in", ["deposit", "desk"]),
        ),
      ),
    ];
    // Nor while a checkout of it is open and not yet asked about, or being asked about by
    // another instance this minute (pending-checkouts.server.ts): it may be paid already. A
    // server without PayChangu's keys never asks, so it does not wait for an answer either.
    if (!waitForChecks) return eb.and(unpaid);
    return eb.and([
      ...unpaid,
      eb.not(
        eb.exists(
          eb
            .selectFrom("stay_payments")
            .select("stay_payments.id")
            .whereRef("stay_payments.reservation_id", "=", "reservations.id")
            .where("stay_payments.status", "=", "pending")
            .where("stay_payments.kind", "=", "deposit")
            .where((inner) => inner.or([inner("stay_payments.checked_at", "is", null), inner("stay_payments.checked_at", ">", new Date(Date.parse(nowIso) - ASKING_MS).toISOString())])),
        ),
      ),
    ]);
  };
}

type Overdue = (eb: ExpressionBuilder<Database, "reservations">) => ReturnType<ExpressionBuilder<Database, "reservations">["and"]>;

const factsOf = (row: ReservationRow): UnpaidDepositFacts => ({
  reference: row.reference,
  guestName: row.guest_name,
  email: row.email,
  phone: row.phone,
  amountMwk: row.deposit_due,
  dueBy: row.deposit_due_by ?? "",
});

/** Where the reminder's link points: PUBLIC_URL when set, else the site the stay was confirmed on. */
function linkOrigin(env: Pick<Env, "PUBLIC_URL">, confirmedOn: string | null): string | null {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : confirmedOn;
}

/**
 * One pass over the stays whose time to pay has passed (docs/decisions/068-deposit-deadlines.md).
 * With "remind once, then tell staff": the guest is reminded once, in their language, with a new
 * link to the stay's page and a second time to pay as long as the first (at least 24 hours);
 * when that passes too, the reservations address is told once. With "release the room": the
 * stay is cancelled as unpaid, its rooms freed, guest and reservations address told. Each step is
 * claimed by the conditional update that records it, in the transaction that queues its emails,
 * so several instances running this at once act once per stay.
 */
export async function actOnDepositDeadlines(db: Db, env: Pick<Env, "PUBLIC_URL"> & Partial<Pick<Env, "PAYCHANGU_SECRET_KEY" | "PAYCHANGU_WEBHOOK_SECRET">>, now: Date = new Date()): Promise<DeadlineRound> {
  const nowIso = now.toISOString();
  const isOverdue = overdue(nowIso, hasPaychanguKeys(env));
  const done: DeadlineRound = { reminded: 0, staffTold: 0, released: 0 };
  const candidates = await db
    .selectFrom("reservations")
    .select(["id", "deposit_reminded_at", "deposit_staff_told_at"])
    .where(isOverdue)
    .where((eb) => eb.or([eb("reservations.deposit_reminded_at", "is", null), eb("reservations.deposit_staff_told_at", "is", null)]))
    .orderBy("deposit_due_by")
    .orderBy("id")
    .limit(200)
    .execute();
  if (candidates.length === 0) return done;
  const settings = await getSiteSettings(db);
  const hotel = emailHotel(settings);
  const release = DEPOSIT_AFTER_DEADLINE[settings.depositAfterDeadline] === "releaseRoom";
  for (const candidate of candidates) {
    try {
      if (release) {
        const released = await releaseUnpaidStay(
          db,
          (eb) => eb.and([eb("id", "=", candidate.id), isOverdue(eb)]),
          async (trx, stay) => {
            const facts = factsOf(stay);
            if (stay.email !== "") await enqueueEmail(trx, depositReleasedEmail({ facts, language: storedLanguage(stay.language), hotel }));
            await enqueueEmail(trx, depositReleasedForStaffEmail({ facts, to: settings.email }));
          },
        );
        if (released) done.released += 1;
      } else if (candidate.deposit_reminded_at === null) {
        if (await remind(db, env, candidate.id, now, Math.max(settings.depositPayWithinHours, MIN_SECOND_PERIOD_HOURS), hotel, isOverdue)) done.reminded += 1;
      } else if (await tellStaff(db, candidate.id, nowIso, settings.email, isOverdue)) {
        done.staffTold += 1;
      }
    } catch (error) {
      log.error("deposit deadline failed", { reservation: candidate.id, error });
    }
  }
  return done;
}

async function remind(db: Db, env: Pick<Env, "PUBLIC_URL">, id: number, now: Date, hours: number, hotel: ReturnType<typeof emailHotel>, isOverdue: Overdue): Promise<boolean> {
  const nowIso = now.toISOString();
  // Read before the transaction, which then begins with its write: on SQLite a transaction that
  // reads first and writes second is refused at once (SQLITE_BUSY) when another process writes.
  const current = await db.selectFrom("reservations").select(["language", "deposit_link_origin"]).where("id", "=", id).executeTakeFirst();
  if (!current) return false;
  const language = storedLanguage(current.language);
  const { link, hash } = newStayPageLink(linkOrigin(env, current.deposit_link_origin), language);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("reservations")
      .set({ deposit_reminded_at: nowIso, deposit_due_by: new Date(now.getTime() + hours * HOUR).toISOString(), deposit_reminder_token_hash: hash, updated_at: nowIso })
      .where("id", "=", id)
      .where("deposit_reminded_at", "is", null)
      .where(isOverdue)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return false;
    if (claimed.email !== "") await enqueueEmail(trx, depositReminderEmail({ facts: factsOf(claimed), language, hotel, payLink: link }));
    return true;
  });
}

async function tellStaff(db: Db, id: number, nowIso: string, to: string, isOverdue: Overdue): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("reservations")
      .set({ deposit_staff_told_at: nowIso })
      .where("id", "=", id)
      .where("deposit_reminded_at", "is not", null)
      .where("deposit_staff_told_at", "is", null)
      .where(isOverdue)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return false;
    await enqueueEmail(trx, depositUnpaidForStaffEmail({ facts: factsOf(claimed), remindedAt: claimed.deposit_reminded_at ?? nowIso, to }));
    return true;
  });
}

/**
 * Asks PayChangu about checkouts left pending (pending-checkouts.server.ts), then looks for stays
 * whose time to pay has passed, in the server process every `everyMs`
 * (DEPOSIT_DEADLINE_SECONDS; 5 minutes by default; 0: never). The timer is unref'd and one
 * round never overlaps the next.
 */
export function startDepositDeadlines(
  services: { db: Db; env: Pick<Env, "PUBLIC_URL" | "PAYCHANGU_SECRET_KEY" | "PAYCHANGU_WEBHOOK_SECRET" | "PAYCHANGU_API_URL"> },
  options: { everyMs?: number | undefined } = {},
): () => void {
  const everyMs = options.everyMs ?? 5 * 60_000;
  if (everyMs <= 0) return () => {};
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      // Checkouts paid without a webhook are recorded first, so no paid stay is judged unpaid.
      const checked = await checkPendingCheckouts(services.db, services.env);
      if (checked.paid + checked.abandoned > 0) log.info("pending checkouts", { ...checked });
      const done = await actOnDepositDeadlines(services.db, services.env);
      if (done.reminded + done.staffTold + done.released > 0) log.info("deposit deadlines", { ...done });
    } catch (error) {
      log.error("deposit deadlines round failed", { error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), everyMs);
  timer.unref();
  void round();
  return () => clearInterval(timer);
}
