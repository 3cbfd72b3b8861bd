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

/** The kind of wallet or card the guest paid with, from PayChangu's "Mobile Money · Airtel Money". */
export function paidWith(providerMethod: string | null): string | null {
  const last = providerMethod?.split("·").at(-1)?.trim();
  return last ? last : null;
}

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
    if (reservation.status !== "requested" && reservation.status !== "confirmed") throw new AppError("conflict", paymentsStaffWords.msg("depositNotChangeable"));
    const paid = await paidDepositOf(trx, reservationId);
    if (paid) throw new AppError("conflict", paymentsStaffWords.msg("depositAlreadyPaid"));
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
    const before = formatAmount(reservation.deposit_due, "MWK");
    const after = formatAmount(input.amount, "MWK");
    await recordAudit(trx, {
      actor,
      action: "update",
      subjectType: "reservations",
      subjectId: reservationId,
      subjectLabel: `${reservation.reference} deposit ${input.amount === 0 ? `${before} waived` : `${before} → ${after}`}: ${input.reason}`,
    });
    return input.amount === 0 ? paymentsStaffWords.msg("depositWaived", { reference: reservation.reference }) : paymentsStaffWords.msg("depositChanged", { reference: reservation.reference, amount: after });
  });
  return { message, data: await getStayLedger(db, reservationId) };
}
