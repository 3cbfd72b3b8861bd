import type { Kysely } from "kysely";
import { AppError, fieldError } from "~/lib/errors";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import type { Database } from "~/platform/db/db-schema";
import { fieldWords } from "~/platform/forms/field-words";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { balanceOf, formatAmount } from "~/features/payments/deposit-amounts";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import type { DeskPayment, StayLedger } from "~/features/payments/schema";

type Db = Kysely<Database>;

/** A stay's ledger and its balance, always worked out from the lines (docs/decisions/064-stay-ledger.md). */
export async function getStayLedger(db: Db, reservationId: number): Promise<StayLedger> {
  const reservation = await db.selectFrom("reservations").select(["total", "deposit_due"]).where("id", "=", reservationId).executeTakeFirst();
  if (!reservation) throw new AppError("not_found", fieldWords.msg("notFound"));
  const rows = await db.selectFrom("stay_payments").selectAll().where("reservation_id", "=", reservationId).orderBy("id").execute();
  const { paid, refunded, balance } = balanceOf(reservation.total, rows.map((row) => ({ kind: row.kind, status: row.status, amountMwk: row.amount_mwk })));
  return {
    total: reservation.total,
    depositDue: reservation.deposit_due,
    paid,
    refunded,
    balance,
    lines: rows.map((row) => ({
      id: row.id,
      kind: row.kind as "deposit" | "desk" | "refund",
      method: row.method,
      amount: row.amount,
      currency: row.currency,
      amountMwk: row.amount_mwk,
      status: row.status as "pending" | "paid" | "failed" | "due",
      refundOf: row.refund_of,
      providerRef: row.provider_ref,
      providerMethod: row.provider_method,
      paidAt: row.paid_at,
      note: row.note,
      createdAt: row.created_at,
    })),
  };
}

/**
 * Staff record money taken at the desk: one paid ledger line, in one transaction with the
 * activity log. Dollars count against the stay at the settings' rate, rounded to the kwacha;
 * without a rate they are refused (422 under `currency`). `lineId` is the new line (for the stay
 * page's notice; the API answers the message and the ledger).
 */
export async function recordDeskPayment(db: Db, reservationId: number, input: DeskPayment, actor: Viewer): Promise<{ message: string; data: StayLedger; lineId: number }> {
  const rate = (await getSiteSettings(db)).exchangeRateMwkPerUsd;
  if (input.currency === "USD" && (rate === null || rate <= 0)) throw fieldError("currency", paymentsStaffWords.msg("usdWithoutRate"));
  const amountMwk = input.currency === "MWK" ? input.amount : Math.round(input.amount * rate!);
  const now = new Date().toISOString();
  const { reference, lineId } = await db.transaction().execute(async (trx) => {
    const reservation = await trx.selectFrom("reservations").select(["id", "reference", "guest_name"]).where("id", "=", reservationId).executeTakeFirst();
    if (!reservation) throw new AppError("not_found", fieldWords.msg("notFound"));
    const line = await trx
      .insertInto("stay_payments")
      .values({
        reservation_id: reservationId,
        kind: "desk",
        method: input.method,
        amount: input.amount,
        currency: input.currency,
        amount_mwk: amountMwk,
        status: "paid",
        tx_ref: null,
        checkout_url: null,
        provider_ref: null,
        provider_method: null,
        paid_at: now,
        note: input.note,
        created_by: actor.id,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor,
      action: "recordPayment",
      subjectType: "reservations",
      subjectId: reservationId,
      subjectLabel: `${reservation.reference} ${formatAmount(input.amount, input.currency)} ${input.method}`,
    });
    return { reference: reservation.reference, lineId: line.id };
  });
  return { message: deskPaymentMessage(input.amount, input.currency, reference), data: await getStayLedger(db, reservationId), lineId };
}

/** What recording a desk payment says it did. */
export function deskPaymentMessage(amount: number, currency: string, reference: string): string {
  return paymentsStaffWords.msg("paymentRecorded", { amount: formatAmount(amount, currency), reference });
}

/** A stay's paid deposit line (the first, if a guest paid twice), or undefined: the one question checkouts, changes and refunds ask of the ledger. */
export function paidDepositOf(db: Kysely<Database>, reservationId: number) {
  return db.selectFrom("stay_payments").selectAll().where("reservation_id", "=", reservationId).where("kind", "=", "deposit").where("status", "=", "paid").orderBy("id").executeTakeFirst();
}
