import { csvResponse, toCsv } from "~/lib/csv";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import type { PaymentList } from "~/features/payments/schema";

const say = (key: Parameters<typeof paymentsStaffWords.t>[1]) => paymentsStaffWords.t("en", key);

/** The CSV's columns: the screen's, with both references so each line can be found in PayChangu's report. */
export const PAYMENT_CSV_HEADER = [
  say("column.day"), say("column.reference"), say("column.guest"), say("column.kind"), say("column.method"), say("column.status"),
  say("column.amount"), say("column.currency"), say("column.amountMwk"), say("column.txRef"), say("column.providerRef"),
  say("column.providerMethod"), say("column.paidAt"), say("column.createdAt"),
];

/** The filtered list as a spreadsheet; a guest's name or PayChangu's text that starts like a formula stays text (lib/csv). */
export function paymentsCsv(list: PaymentList): Response {
  const rows = list.data.map((line) => [
    line.day, line.reference, line.guestName, line.kind, line.method, line.status,
    line.amount, line.currency, line.amountMwk, line.txRef, line.providerRef, line.providerMethod, line.paidAt, line.createdAt,
  ]);
  const filters = [list.filters.status, list.filters.method].filter(Boolean).join("-");
  return csvResponse(`payments-${list.period.from}-to-${list.period.to}${filters ? `-${filters}` : ""}.csv`, toCsv(PAYMENT_CSV_HEADER, rows));
}
