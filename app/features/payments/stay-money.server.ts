/**
 * The Money section of a stay's page (`/room-chart/stays/:id`): the stay's ledger as the API
 * gives it, with what the section needs around it, and its three plain-form actions, each
 * through the same server function (and schema) as the API's route.
 */
import type { Kysely } from "kysely";
import { AppError } from "~/lib/errors";
import type { Viewer } from "~/platform/auth/roles";
import type { Database } from "~/platform/db/db-schema";
import { fieldWords } from "~/platform/forms/field-words";
import { parseForm } from "~/platform/forms/form-action.server";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { formatAmount } from "~/features/payments/deposit-amounts";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import { changeDeposit, type DepositChangeRecord, depositChangedMessage, depositChangeRefusal, lastDepositChange, markRefundPaid } from "~/features/payments/refunds.server";
import { DepositChangeSchema, DeskPaymentSchema, RefundPaidSchema, type StayLedger } from "~/features/payments/schema";
import { deskPaymentMessage, getStayLedger, recordDeskPayment } from "~/features/payments/stay-ledger.server";
import { STAY_MONEY_INTENTS, type StayMoneyDone, type StayMoneyIntent } from "~/features/payments/stay-money-links";

type Db = Kysely<Database>;

/** A stay's money as its page shows it: the ledger (every figure worked out from its lines), the dollar rate, and whether the deposit may still change. */
export interface StayMoney {
  ledger: StayLedger;
  /** MWK per USD from the settings, or null: no dollars at the desk without a rate. */
  usdRate: number | null;
  /** The last waiver or change of the deposit, with its reason; null when the deposit is as booked. */
  depositChange: DepositChangeRecord | null;
  /** Why the deposit can no longer be waived or changed (changeDeposit's 409), or null. */
  depositRefusal: string | null;
}

export async function stayMoney(db: Db, reservationId: number): Promise<StayMoney> {
  const reservation = await db.selectFrom("reservations").select(["reference", "status"]).where("id", "=", reservationId).executeTakeFirst();
  if (!reservation) throw new AppError("not_found", fieldWords.msg("notFound"));
  const [ledger, settings, depositChange] = await Promise.all([getStayLedger(db, reservationId), getSiteSettings(db), lastDepositChange(db, reservationId, reservation.reference)]);
  const rate = settings.exchangeRateMwkPerUsd;
  const depositPaid = ledger.lines.some((line) => line.kind === "deposit" && line.status === "paid");
  return { ledger, usdRate: rate !== null && rate > 0 ? rate : null, depositChange, depositRefusal: depositChangeRefusal(reservation.status, depositPaid) };
}

/**
 * One of the Money section's forms, posted to the stay's page: the fields read with the API's
 * schema, the work done by the API's function (which decides, as for the API, and writes in one
 * transaction or not at all). Says what to report after the redirect.
 */
export async function runStayMoneyIntent(db: Db, reservationId: number, intent: StayMoneyIntent, fields: Record<string, string>, viewer: Viewer): Promise<{ done: StayMoneyDone; lineId?: number }> {
  switch (intent) {
    case STAY_MONEY_INTENTS.deskPayment: {
      const { lineId } = await recordDeskPayment(db, reservationId, parseForm(DeskPaymentSchema, fields), viewer);
      return { done: "payment", lineId };
    }
    case STAY_MONEY_INTENTS.refundPaid: {
      const refundId = parseRecordId(fields.refund);
      if (refundId === null) throw new AppError("not_found", paymentsStaffWords.msg("refundNotFound"));
      await markRefundPaid(db, reservationId, refundId, parseForm(RefundPaidSchema, fields), viewer);
      return { done: "refund", lineId: refundId };
    }
    case STAY_MONEY_INTENTS.depositChange:
      await changeDeposit(db, reservationId, parseForm(DepositChangeSchema, fields), viewer);
      return { done: "deposit" };
  }
}

/**
 * The Money section's notice after one of its actions redirected back (post/redirect/get), read
 * from the ledger so that it is said only while true and only of this stay's lines: an address
 * copied or opened later says nothing it does not show.
 */
export async function stayMoneyNotice(db: Db, reservationId: number, done: StayMoneyDone, lineId: number | null): Promise<string | null> {
  const reservation = await db.selectFrom("reservations").select(["reference", "deposit_due"]).where("id", "=", reservationId).executeTakeFirst();
  if (!reservation) return null;
  if (done === "deposit") return (await lastDepositChange(db, reservationId, reservation.reference)) ? depositChangedMessage(reservation.reference, reservation.deposit_due) : null;
  if (lineId === null) return null;
  const line = await db.selectFrom("stay_payments").select(["kind", "status", "amount", "currency"]).where("id", "=", lineId).where("reservation_id", "=", reservationId).executeTakeFirst();
  if (done === "payment") return line?.kind === "desk" && line.status === "paid" ? deskPaymentMessage(line.amount, line.currency, reservation.reference) : null;
  return line?.kind === "refund" && line.status === "paid" ? paymentsStaffWords.msg("refundMarkedPaid", { amount: formatAmount(line.amount, line.currency), reference: reservation.reference }) : null;
}
