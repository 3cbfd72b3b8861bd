import type { Hono } from "hono";
import { z } from "zod";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { AppError } from "~/lib/errors";
import { receivePaychanguWebhook } from "./deposits.server";
import { hotelDate } from "~/lib/dates";
import { listPayments } from "./payment-list.server";
import { paymentsCsv } from "./payments-csv.server";
import { changeDeposit, markRefundPaid } from "./refunds.server";
import { DepositChangeSchema, DeskPaymentSchema, PaymentListQuerySchema, PaymentListSchema, PAYMENT_METHODS, PAYMENT_STATUSES, RefundPaidSchema, StayLedgerSchema } from "./schema";
import { getStayLedger, recordDeskPayment } from "./stay-ledger.server";
import { paymentsStaffWords } from "./payments-staff-words";

/**
 * PayChangu's webhook (DECISIONS §12, docs/decisions/065-paychangu-contract.md). The body is read
 * raw (the signature is over its bytes) and kept to the API's 16 KB; a bad signature costs one
 * HMAC and gets 401. A valid one leads to the same check as the guest's return: PayChangu's
 * verification endpoint, then one state change.
 */
export default function mountPaymentsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  defineRoute(app, registry, {
    method: "post", path: "/payments/paychangu/webhook", tag: "Payments", access: "public",
    summary: "PayChangu's payment notifications, signed (`Signature`: HMAC-SHA256 of the raw body with the webhook secret); 400 when the signed body's time (`updated_at`, `authorization.completed_at`, `created_at`) is missing, over six hours old or ahead of ours (PayChangu retries three times, 30 minutes apart); 404 while deposits are not configured",
    responses: {
      200: { description: "Handled (or not about one of our checkouts)", schema: z.object({ message: z.string() }) },
      401: { description: "Signature missing or invalid", schema: z.object({ message: z.string() }) },
    },
  }, async (c) => {
    const { db, env } = c.var.services;
    const raw = await c.req.raw.text();
    const answer = await receivePaychanguWebhook(db, env, raw, c.req.header("signature") ?? null);
    return c.json({ message: answer.message }, answer.status);
  });

  defineRoute(app, registry, {
    method: "get", path: "/reservations/:id/payments", tag: "Payments", access: "staff",
    summary: "A stay's ledger: deposits paid online, payments taken at the desk and refunds, with what they add up to (whole kwacha; the balance is worked out from the lines)",
    responses: { 200: { description: "The ledger", schema: z.object({ data: StayLedgerSchema }) } },
  }, async (c) => c.json({ data: await getStayLedger(c.var.services.db, readIdParam(c)) }));

  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/payments", tag: "Payments", access: "staff",
    summary: "Record a payment taken at the desk (`method`: cash, card, bank_transfer or mobile_money; `amount` whole units of `currency`, MWK or USD at the settings' rate)",
    body: { schema: DeskPaymentSchema, encodings: ["json"], example: { method: "cash", amount: 120000, currency: "MWK" } },
    responses: { 201: { description: "Recorded", schema: z.object({ message: z.string(), data: StayLedgerSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const input = parseFields(DeskPaymentSchema, await readBody(c));
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    const { message, data } = await recordDeskPayment(c.var.services.db, id, input, c.var.viewer);
    return c.json({ message, data }, 201);
  });

  // Money in and out, with both references, is for administrators (docs/decisions/066-payments-screen.md).
  const filters = `\`?from=YYYY-MM-DD&to=YYYY-MM-DD\` hotel days (Africa/Blantyre) both inclusive, at most 366, this month when neither is given; \`status\`: ${PAYMENT_STATUSES.join(", ")}; \`method\`: ${PAYMENT_METHODS.join(", ")}`;
  defineRoute(app, registry, {
    method: "get", path: "/payments", tag: "Payments", access: "admin",
    summary: `Every ledger line of a period with its stay, our tx_ref and PayChangu's reference, and each day's paid money (online, desk, refunds, net in MWK) (${filters})`,
    responses: { 200: { description: "The transactions and the days' totals", schema: PaymentListSchema } },
  }, async (c) => c.json(await listPayments(c.var.services.db, parseFields(PaymentListQuerySchema, c.req.query()), hotelDate())));

  defineRoute(app, registry, {
    method: "get", path: "/payments.csv", tag: "Payments", access: "admin",
    summary: `The same list as CSV (${filters}), with tx_ref and PayChangu's reference`,
    responses: { 200: { description: "text/csv, UTF-8 with a byte-order mark" } },
  }, async (c) => paymentsCsv(await listPayments(c.var.services.db, parseFields(PaymentListQuerySchema, c.req.query()), hotelDate())));
  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/refunds/:refundId/paid", tag: "Payments", access: "staff",
    summary: "Mark a refund that is due as paid back to the guest (`method`: cash, card, bank_transfer, mobile_money or paychangu, its dashboard; `note`); 409 when it is not due any more. PayChangu offers no refund API, so a cancellation within the refund terms leaves a `due` refund line",
    body: { schema: RefundPaidSchema, encodings: ["json"], example: { method: "mobile_money", note: "Sent to 0991 234 567, Airtel ref CI2611.1234" } },
    responses: {
      200: { description: "Marked as paid", schema: z.object({ message: z.string(), data: StayLedgerSchema }) },
    },
  }, async (c) => {
    const id = readIdParam(c);
    const refundId = parseRecordId(c.req.param("refundId"));
    if (refundId === null) throw new AppError("not_found", paymentsStaffWords.msg("refundNotFound"));
    const input = parseFields(RefundPaidSchema, await readBody(c));
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    return c.json(await markRefundPaid(c.var.services.db, id, refundId, input, c.var.viewer));
  });

  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/deposit", tag: "Payments", access: "staff",
    summary: "Waive (`amount` 0) or change the deposit one stay asks for, in whole kwacha, with a `reason` kept in the activity log; refused (409) once the deposit is paid or the stay is over, 422 above the stay's total. A checkout opened for the old amount is closed",
    body: { schema: DepositChangeSchema, encodings: ["json"], example: { amount: 0, reason: "Regular corporate guest, invoiced monthly" } },
    responses: {
      200: { description: "Changed", schema: z.object({ message: z.string(), data: StayLedgerSchema }) },
    },
  }, async (c) => {
    const id = readIdParam(c);
    const input = parseFields(DepositChangeSchema, await readBody(c));
    if (!c.var.viewer) throw new Error("staff route without a viewer");
    return c.json(await changeDeposit(c.var.services.db, id, input, c.var.viewer));
  });
}
