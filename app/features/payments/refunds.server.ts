/**
 * Refunds of a stay's deposit and staff's changes to one stay's deposit (DECISIONS §12,
 * docs/decisions/067-deposit-refunds.md).
 *
 * PayChangu documents no refund endpoint in its API: a merchant refunds a payment from its
 * dashboard (Transactions, the payment, "Initiate Refund"). So a deposit refunded on a
 * cancellation becomes a ledger line `due` that staff pay back (there or by hand) and then mark
 * `paid`; the guest is told it is coming and how. Should PayChangu publish a refund API, the
 * line would be `pending` until its answer instead, the rest unchanged.
 */
import type { Kysely, Transaction } from "kysely";
import { AppError, fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/db/db-schema";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { fieldWords } from "~/platform/forms/field-words";
import type { SiteSettings } from "~/platform/settings/site-settings";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { paidWith } from "~/features/payments/paid-with";
import { depositRefundDueForStaffEmail, type UnowedPayment } from "~/features/payments/payments.emails";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import type { DepositChange, RefundPaid, StayLedger } from "~/features/payments/schema";
import { getStayLedger, paidDepositOf } from "~/features/payments/stay-ledger.server";

type Db = Kysely<Database>;

/** How long staff take to pay a due refund back, as the guest is told: the setting, never under a day. */
export const refundWithinDays = (settings: Pick<SiteSettings, "refundPaidWithinDays">): number => Math.max(1, settings.refundPaidWithinDays);

/** What a cancellation did with the stay's paid deposit, for the guest's email and page. */
export type DepositOnCancellation =
  | { kind: "refundDue"; amount: string; method: string | null; withinDays: number }
  | { kind: "kept"; amount: string; refundableDays: number };

export { paidWith };

/**
 * Within the cancellation's transaction: when the stay's deposit was paid online, cancelling at
 * least `depositRefundableDays` days before arrival (hotel time) owes it back — one refund line
 * `due`, at most one per deposit whoever cancels and however often — and staff are emailed;
 * later, the deposit is kept. Null when no deposit was paid online.
 */
export async function settleDepositOnCancellation(
  trx: Transaction<Database>,
  reservation: { id: number; reference: string; guest_name: string; email: string; phone: string; arrival: string },
  settings: SiteSettings,
  actor: Viewer | null,
): Promise<DepositOnCancellation | null> {
  const deposit = await paidDepositOf(trx, reservation.id);
  if (!deposit) return null;
  const amount = formatAmount(deposit.amount, deposit.currency);
  const daysBefore = Math.round((Date.parse(`${reservation.arrival}T00:00:00Z`) - Date.parse(`${hotelDate()}T00:00:00Z`)) / 86_400_000);
  if (daysBefore < settings.depositRefundableDays) {
    await recordAudit(trx, { actor, action: "update", subjectType: "reservations", subjectId: reservation.id, subjectLabel: `${reservation.reference} deposit ${amount} kept: cancelled ${daysBefore} days before arrival` });
    return { kind: "kept", amount, refundableDays: settings.depositRefundableDays };
  }
  await owePaymentBack(trx, reservation, deposit, { note: `Cancelled ${daysBefore} days before arrival`, why: "cancellation", actor, staffAddress: settings.email });
  const method = paidWith(deposit.provider_method);
  return { kind: "refundDue", amount, method, withinDays: refundWithinDays(settings) };
}

/**
 * Within the transaction that records a verified payment the stay does not need — it arrived
 * after the stay was cancelled or declined, or the deposit was already paid through another
 * checkout — a refund line `due` for all of it (once: `refund_of` is unique), the activity log
 * and the reservations address's email (docs/decisions/069-pending-checkouts.md).
 */
export async function refundUnowedPayment(
  trx: Transaction<Database>,
  reservation: { id: number; reference: string; guest_name: string; email: string; phone: string },
  payment: { id: number; method: string; amount: number; currency: string; amount_mwk: number; provider_method: string | null },
  why: UnowedPayment,
  staffAddress: string,
): Promise<void> {
  await owePaymentBack(trx, reservation, payment, { note: why === "paidTwice" ? "Deposit paid twice" : "Paid after the stay was cancelled", why, actor: null, staffAddress });
}

/**
 * The one way money comes to be owed back: a refund line `due` for the whole of a paid line
 * (once: `refund_of` is unique, so a retried cancellation or a second server adds nothing), and,
 * when it was added, the activity log and the reservations address's email saying why.
 */
async function owePaymentBack(
  trx: Transaction<Database>,
  reservation: { id: number; reference: string; guest_name: string; email: string; phone: string },
  payment: { id: number; method: string; amount: number; currency: string; amount_mwk: number; provider_method: string | null },
  reason: { note: string; why: "cancellation" | UnowedPayment; actor: Viewer | null; staffAddress: string },
): Promise<void> {
  const now = new Date().toISOString();
  const inserted = await trx
    .insertInto("stay_payments")
    .values({
      reservation_id: reservation.id,
      kind: "refund",
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      amount_mwk: payment.amount_mwk,
      status: "due",
      tx_ref: null,
      checkout_url: null,
      provider_ref: null,
      provider_method: payment.provider_method,
      paid_at: null,
      note: reason.note,
      created_by: reason.actor?.id ?? null,
      refund_of: payment.id,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("refund_of").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return;
  const amount = formatAmount(payment.amount, payment.currency);
  await recordAudit(trx, { actor: reason.actor, action: "update", subjectType: "reservations", subjectId: reservation.id, subjectLabel: `${reservation.reference} refund of ${amount} due: ${reason.note.toLowerCase()}` });
  await enqueueEmail(
    trx,
    depositRefundDueForStaffEmail({
      to: reason.staffAddress,
      facts: { reference: reservation.reference, guestName: reservation.guest_name, email: reservation.email, phone: reservation.phone, amount, method: payment.provider_method ?? payment.method, why: reason.why },
    }),
  );
}

/**
 * What became of a cancelled stay's deposit, read back from the ledger (for the stay's page,
 * opened again after the cancellation): refunded, kept, or null when none was paid online.
 */
export async function depositOnCancellationOf(db: Db, reservationId: number, settings: Pick<SiteSettings, "depositRefundableDays" | "refundPaidWithinDays">): Promise<DepositOnCancellation | null> {
  const lines = await db
    .selectFrom("stay_payments")
    .select(["kind", "status", "amount", "currency", "provider_method", "refund_of"])
    .where("reservation_id", "=", reservationId)
    .where((eb) => eb.or([eb.and([eb("kind", "=", "deposit"), eb("status", "=", "paid")]), eb("refund_of", "is not", null)]))
    .orderBy("id")
    .execute();
  const refund = lines.find((line) => line.kind === "refund" && line.refund_of !== null);
  if (refund) return { kind: "refundDue", amount: formatAmount(refund.amount, refund.currency), method: paidWith(refund.provider_method), withinDays: refundWithinDays(settings) };
  const deposit = lines.find((line) => line.kind === "deposit");
  return deposit ? { kind: "kept", amount: formatAmount(deposit.amount, deposit.currency), refundableDays: settings.depositRefundableDays } : null;
}

/** Staff say a due refund is paid back (how, and a note): the line turns `paid`, once. */
export async function markRefundPaid(db: Db, reservationId: number, refundId: number, input: RefundPaid, actor: Viewer): Promise<{ message: string; data: StayLedger }> {
  const message = await db.transaction().execute(async (trx) => {
    const line = await trx
      .selectFrom("stay_payments")
      .innerJoin("reservations", "reservations.id", "stay_payments.reservation_id")
      .select(["stay_payments.status", "stay_payments.amount", "stay_payments.currency", "stay_payments.note", "reservations.reference"])
      .where("stay_payments.id", "=", refundId)
      .where("stay_payments.reservation_id", "=", reservationId)
      .where("stay_payments.kind", "=", "refund")
      .executeTakeFirst();
    if (!line) throw new AppError("not_found", paymentsStaffWords.msg("refundNotFound"));
    const now = new Date().toISOString();
    const note = [line.note, input.note].filter((part) => part.trim() !== "").join(" — ").slice(0, 1000);
    const updated = await trx
      .updateTable("stay_payments")
      .set({ status: "paid", method: input.method, paid_at: now, note, created_by: actor.id, updated_at: now })
      .where("id", "=", refundId)
      .where("status", "=", "due")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError("conflict", paymentsStaffWords.msg("refundNotDue"));
    const amount = formatAmount(line.amount, line.currency);
    await recordAudit(trx, { actor, action: "recordPayment", subjectType: "reservations", subjectId: reservationId, subjectLabel: `${line.reference} refund ${amount} paid ${input.method}` });
    return paymentsStaffWords.msg("refundMarkedPaid", { amount, reference: line.reference });
  });
  return { message, data: await getStayLedger(db, reservationId) };
}

/**
 * Staff waive (amount 0) or change one stay's deposit, with the reason in the activity log. Once
 * a deposit is paid it stays as it is (409); a checkout opened for the old amount is closed
 * (`failed`), so the guest's next "Pay" asks for the new one. More than the stay's total → 422.
 */
export async function changeDeposit(db: Db, reservationId: number, input: DepositChange, actor: Viewer): Promise<{ message: string; data: StayLedger }> {
  const message = await db.transaction().execute(async (trx) => {
    const reservation = await trx.selectFrom("reservations").select(["id", "reference", "status", "total", "deposit_due"]).where("id", "=", reservationId).executeTakeFirst();
    if (!reservation) throw new AppError("not_found", fieldWords.msg("notFound"));
    const refusal = depositChangeRefusal(reservation.status, reservation.status === "requested" || reservation.status === "confirmed" ? (await paidDepositOf(trx, reservationId)) !== undefined : false);
    if (refusal) throw new AppError("conflict", refusal);
    if (input.amount > reservation.total) throw fieldError("amount", paymentsStaffWords.msg("depositAboveTotal", { total: formatAmount(reservation.total, "MWK") }));
    const now = new Date().toISOString();
    await trx.updateTable("reservations").set({ deposit_due: input.amount, updated_by: actor.id, updated_at: now }).where("id", "=", reservationId).execute();
    await trx
      .updateTable("stay_payments")
      .set({ status: "failed", updated_at: now })
      .where("reservation_id", "=", reservationId)
      .where("kind", "=", "deposit")
      .where("status", "=", "pending")
      .execute();
    await recordAudit(trx, {
      actor,
      action: "update",
      subjectType: "reservations",
      subjectId: reservationId,
      subjectLabel: depositChangeLabel(reservation.reference, reservation.deposit_due, input.amount, input.reason),
    });
    return depositChangedMessage(reservation.reference, input.amount);
  });
  return { message, data: await getStayLedger(db, reservationId) };
}

/**
 * Why one stay's deposit can no longer be waived or changed (the 409 of changeDeposit), or null
 * when it can: only a requested or confirmed stay's, and only while no deposit is paid. The
 * stay's page asks the same rule before it offers the form.
 */
export function depositChangeRefusal(status: string, depositPaid: boolean): string | null {
  if (status !== "requested" && status !== "confirmed") return paymentsStaffWords.msg("depositNotChangeable");
  if (depositPaid) return paymentsStaffWords.msg("depositAlreadyPaid");
  return null;
}

/** What changeDeposit says it did: waived, or the new amount. */
export function depositChangedMessage(reference: string, amountMwk: number): string {
  return amountMwk === 0 ? paymentsStaffWords.msg("depositWaived", { reference }) : paymentsStaffWords.msg("depositChanged", { reference, amount: formatAmount(amountMwk, "MWK") });
}

/** A deposit change as the activity log keeps it: "RS-… deposit MWK 72,000 waived: why" or "RS-… deposit MWK 72,000 → MWK 50,000: why". */
export function depositChangeLabel(reference: string, beforeMwk: number, afterMwk: number, reason: string): string {
  const before = formatAmount(beforeMwk, "MWK");
  return `${reference} deposit ${afterMwk === 0 ? `${before} waived` : `${before} → ${formatAmount(afterMwk, "MWK")}`}: ${reason}`;
}

/** A deposit change read back from its activity-log label; the label's reason may be cut at the log's 200 characters. */
export interface DepositChangeRecord {
  /** The deposit asked before, "MWK 72,000". */
  before: string;
  /** The deposit asked after, or null when it was waived. */
  after: string | null;
  reason: string;
  at: string;
  by: string;
}

const DEPOSIT_CHANGE_LABEL = /^ deposit (MWK [\d,]+)(?: waived| → (MWK [\d,]+)): ([\s\S]*)$/;

/** A label of depositChangeLabel's making, read back; null for any other entry (a deposit kept, a refund). */
export function readDepositChangeLabel(reference: string, label: string): Pick<DepositChangeRecord, "before" | "after" | "reason"> | null {
  if (!label.startsWith(reference)) return null;
  const match = DEPOSIT_CHANGE_LABEL.exec(label.slice(reference.length));
  return match ? { before: match[1]!, after: match[2] ?? null, reason: match[3]! } : null;
}

/** The last time staff waived or changed this stay's deposit, from the activity log that changeDeposit writes in its transaction; null when never. */
export async function lastDepositChange(db: Db, reservationId: number, reference: string): Promise<DepositChangeRecord | null> {
  const entries = await db
    .selectFrom("audit_log")
    .select(["subject_label", "at", "actor_name"])
    .where("subject_type", "=", "reservations")
    .where("subject_id", "=", reservationId)
    .where("action", "=", "update")
    .where("subject_label", "like", `${reference} deposit MWK %`)
    .orderBy("id", "desc")
    .limit(20)
    .execute();
  for (const entry of entries) {
    const read = readDepositChangeLabel(reference, entry.subject_label);
    if (read) return { ...read, at: entry.at, by: entry.actor_name };
  }
  return null;
}
