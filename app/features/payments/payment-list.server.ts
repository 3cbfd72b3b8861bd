import type { Kysely } from "kysely";
import { hotelDate, hotelInstant } from "~/lib/dates";
import type { Database } from "~/platform/db/db-schema";
import { addDays } from "~/features/reservations/stay-rules";
import type { PaymentDay, PaymentList, PaymentListQuery, PaymentListRow } from "~/features/payments/schema";

type Db = Kysely<Database>;

/** The first and last day of the month `date` falls in. */
function monthOf(date: string): { from: string; to: string } {
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: addDays(`${addDays(from, 32).slice(0, 7)}-01`, -1) };
}

/** The hotel days a query asks for: both as given; one alone, its month (from) or the month up to it (to); neither, this month. */
export function paymentPeriodOf(query: PaymentListQuery, today: string): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: monthOf(query.from).to };
  if (query.to) return { from: monthOf(query.to).from, to: query.to };
  return monthOf(today);
}

/**
 * Every ledger line of the period with its stay (docs/decisions/066-payments-screen.md). A line
 * belongs to the hotel day it was paid on, or, never paid, the day it was created: the day
 * PayChangu's own report puts it on. Instants are ISO strings on both engines, so the day's
 * bounds in Lilongwe compare as text. The days' totals count paid lines only, refunds taken off.
 */
export async function listPayments(db: Db, query: PaymentListQuery, today = hotelDate()): Promise<PaymentList> {
  const period = paymentPeriodOf(query, today);
  const start = hotelInstant(period.from, "00:00");
  const end = hotelInstant(addDays(period.to, 1), "00:00");
  let select = db
    .selectFrom("stay_payments as p")
    .innerJoin("reservations as r", "r.id", "p.reservation_id")
    .select(["p.id", "p.reservation_id", "r.reference", "r.guest_name", "p.kind", "p.method", "p.status", "p.amount", "p.currency", "p.amount_mwk", "p.tx_ref", "p.provider_ref", "p.provider_method", "p.paid_at", "p.created_at"])
    .where((eb) => eb.and([eb(eb.fn.coalesce("p.paid_at", "p.created_at"), ">=", start), eb(eb.fn.coalesce("p.paid_at", "p.created_at"), "<", end)]));
  if (query.status) select = select.where("p.status", "=", query.status);
  if (query.method) select = select.where("p.method", "=", query.method);
  const rows = await select.orderBy((eb) => eb.fn.coalesce("p.paid_at", "p.created_at")).orderBy("p.id").execute();

  const data: PaymentListRow[] = rows.map((row) => ({
    id: row.id,
    day: hotelDate(new Date(row.paid_at ?? row.created_at)),
    reservationId: row.reservation_id,
    reference: row.reference,
    guestName: row.guest_name,
    kind: row.kind as PaymentListRow["kind"],
    method: row.method,
    status: row.status as PaymentListRow["status"],
    amount: row.amount,
    currency: row.currency,
    amountMwk: row.amount_mwk,
    txRef: row.tx_ref,
    providerRef: row.provider_ref,
    providerMethod: row.provider_method,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  }));
  const byDay = new Map<string, PaymentDay>();
  const totals = { online: 0, desk: 0, refunds: 0, net: 0 };
  for (const line of data) {
    if (line.status !== "paid") continue;
    const day = byDay.get(line.day) ?? { day: line.day, online: 0, desk: 0, refunds: 0, net: 0 };
    const column = line.kind === "refund" ? "refunds" : line.kind === "deposit" ? "online" : "desk";
    day[column] += line.amountMwk;
    totals[column] += line.amountMwk;
    const signed = line.kind === "refund" ? -line.amountMwk : line.amountMwk;
    day.net += signed;
    totals.net += signed;
    byDay.set(line.day, day);
  }
  return {
    currency: "MWK",
    period,
    filters: { status: query.status ?? null, method: query.method ?? null },
    data,
    days: [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
    totals,
  };
}

/** The period's paid deposits and paid refunds in whole kwacha, by the hotel day they were paid (the Reports screen). */
export async function depositsAndRefunds(db: Db, period: { from: string; to: string }): Promise<{ deposits: number; refunds: number }> {
  const rows = await db
    .selectFrom("stay_payments")
    .select(["kind", (eb) => eb.fn.sum<number | string>("amount_mwk").as("sum")])
    .where("status", "=", "paid")
    .where("kind", "in", ["deposit", "refund"])
    .where("paid_at", ">=", hotelInstant(period.from, "00:00"))
    .where("paid_at", "<", hotelInstant(addDays(period.to, 1), "00:00"))
    .groupBy("kind")
    .execute();
  const sumOf = (kind: string) => Number(rows.find((row) => row.kind === kind)?.sum ?? 0);
  return { deposits: sumOf("deposit"), refunds: sumOf("refund") };
}
