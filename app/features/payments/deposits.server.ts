import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { AppError } from "~/lib/errors";
import type { Database } from "~/platform/db/db-schema";
import { paidDepositOf } from "~/features/payments/stay-ledger.server";
import type { Env } from "~/platform/runtime/env.server";
import { log } from "~/platform/runtime/log.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { emailHotel, emailLink, storedLanguage } from "~/platform/email/email-layout";
import type { Language } from "~/platform/i18n/language";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { balanceOf, chargeIn } from "~/features/payments/deposit-amounts";
import {
  createPaychanguClient,
  isWebhookFresh,
  isWebhookSignatureValid,
  PaychanguError,
  verificationShortfall,
  WebhookPayloadSchema,
  type PaychanguClient,
  type Verification,
} from "~/features/payments/paychangu-client.server";
import { depositPaidForStaffEmail, depositReceiptEmail, type UnowedPayment } from "~/features/payments/payments.emails";
import { refundUnowedPayment, refundWithinDays } from "~/features/payments/refunds.server";
import { paymentsWords } from "~/features/payments/payments-words";
import { paymentsStaffWords } from "~/features/payments/payments-staff-words";
import { DEPOSIT_RETURN_PATH } from "~/features/payments/deposit-paths";
import { isPostgres } from "~/platform/db/dialect";

type Db = Kysely<Database>;
type PaymentEnv = Pick<Env, "PAYCHANGU_SECRET_KEY" | "PAYCHANGU_WEBHOOK_SECRET" | "PAYCHANGU_API_URL">;


/** Whether the server was given PayChangu's two secrets (without them it never asks PayChangu anything). */
export function hasPaychanguKeys<E extends Partial<Pick<Env, "PAYCHANGU_SECRET_KEY" | "PAYCHANGU_WEBHOOK_SECRET">>>(env: E): env is E & { PAYCHANGU_SECRET_KEY: string; PAYCHANGU_WEBHOOK_SECRET: string } {
  return Boolean(env.PAYCHANGU_SECRET_KEY && env.PAYCHANGU_WEBHOOK_SECRET);
}

/** A client for the configured PayChangu, or null when the server has not been given its secrets. */
export function paychanguOf(env: PaymentEnv, timeoutMs?: number): PaychanguClient | null {
  if (!hasPaychanguKeys(env)) return null;
  return createPaychanguClient({ apiUrl: env.PAYCHANGU_API_URL, secretKey: env.PAYCHANGU_SECRET_KEY, timeoutMs });
}

/** "DEP-" and 24 url-safe random characters: unguessable, so it may stand for the stay on the return page. */
function newTxRef(): string {
  return `DEP-${randomBytes(18).toString("base64url")}`;
}

/** What the stay's page says of its deposit. */
export interface StayDeposit {
  /** The deposit asked for, whole kwacha (0: none). */
  dueMwk: number;
  dueBy: string | null;
  /** The deposit paid online, once it is. */
  paid: { amount: number; currency: string; paidAt: string } | null;
  /** What is left to pay, from the ledger. */
  balanceMwk: number;
  /** The amounts the guest may pay in: MWK always, USD with a rate. Empty once paid, or when online payment is off. */
  options: { currency: "MWK" | "USD"; amount: number }[];
}

async function ledgerOf(db: Db, reservationId: number) {
  return db
    .selectFrom("stay_payments")
    .select(["kind", "status", "amount", "currency", "amount_mwk", "paid_at", "tx_ref"])
    .where("reservation_id", "=", reservationId)
    .orderBy("id")
    .execute();
}

export async function getStayDeposit(db: Db, env: PaymentEnv, reservation: { id: number; status: string; total: number }): Promise<StayDeposit | null> {
  const row = await db.selectFrom("reservations").select(["deposit_due", "deposit_due_by"]).where("id", "=", reservation.id).executeTakeFirst();
  if (!row || row.deposit_due <= 0) return null;
  const lines = await ledgerOf(db, reservation.id);
  const paidLine = lines.find((line) => line.kind === "deposit" && line.status === "paid");
  const { balance } = balanceOf(reservation.total, lines.map((line) => ({ kind: line.kind, status: line.status, amountMwk: line.amount_mwk })));
  const rate = (await getSiteSettings(db)).exchangeRateMwkPerUsd;
  const usd = chargeIn(row.deposit_due, "USD", rate);
  const payable = !paidLine && reservation.status === "confirmed" && paychanguOf(env) !== null;
  return {
    dueMwk: row.deposit_due,
    dueBy: row.deposit_due_by,
    paid: paidLine ? { amount: paidLine.amount, currency: paidLine.currency, paidAt: paidLine.paid_at ?? "" } : null,
    balanceMwk: balance,
    options: payable ? [{ currency: "MWK", amount: row.deposit_due }, ...(usd === null ? [] : [{ currency: "USD" as const, amount: usd }])] : [],
  };
}

/**
 * Starts a PayChangu checkout for a confirmed stay's deposit and answers where to send the
 * guest. The ledger line (`pending`, with its own tx_ref) is written first, so a webhook that
 * arrives before this returns finds it. Refused: a stay not confirmed, one asking no deposit, one
 * whose deposit is paid (409); PayChangu unreachable or refusing (503, the button stays).
 */
export async function startDepositCheckout(
  db: Db,
  env: PaymentEnv,
  reservationId: number,
  options: { currency: "MWK" | "USD"; origin: string | null },
): Promise<{ checkoutUrl: string; txRef: string }> {
  const client = paychanguOf(env);
  const reservation = await db.selectFrom("reservations").selectAll().where("id", "=", reservationId).executeTakeFirst();
  if (!reservation) throw new AppError("not_found", paymentsWords.msg("returnUnknown"));
  const language = storedLanguage(reservation.language);
  if (reservation.deposit_due <= 0) throw new AppError("conflict", paymentsWords.msg("depositNotDue"));
  if (reservation.status !== "confirmed") throw new AppError("conflict", paymentsWords.msg("depositNotYet"));
  if (!client || !options.origin) throw new AppError("unavailable", paymentsWords.msg("depositUnavailable"));
  const settings = await getSiteSettings(db);
  const amount = chargeIn(reservation.deposit_due, options.currency, settings.exchangeRateMwkPerUsd);
  if (amount === null) throw new AppError("unavailable", paymentsWords.msg("depositUnavailable"));
  const txRef = newTxRef();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const paid = await paidDepositOf(trx, reservationId);
    if (paid) throw new AppError("conflict", paymentsWords.msg("depositAlreadyPaid"));
    await trx
      .insertInto("stay_payments")
      .values({
        reservation_id: reservationId,
        kind: "deposit",
        method: "paychangu",
        amount,
        currency: options.currency,
        amount_mwk: reservation.deposit_due,
        status: "pending",
        tx_ref: txRef,
        checkout_url: null,
        provider_ref: null,
        provider_method: null,
        paid_at: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  const returnUrl = emailLink(options.origin, `${DEPOSIT_RETURN_PATH}?tx_ref=${encodeURIComponent(txRef)}`, language);
  const [firstName, ...rest] = reservation.guest_name.trim().split(/\s+/);
  try {
    const { checkoutUrl } = await client.createCheckout({
      amount,
      currency: options.currency,
      email: reservation.email,
      first_name: (firstName ?? "").slice(0, 100),
      last_name: rest.join(" ").slice(0, 100) || (firstName ?? "").slice(0, 100),
      // PayChangu adds tx_ref and status to both; the return page checks with its API either way.
      callback_url: returnUrl,
      return_url: returnUrl,
      tx_ref: txRef,
      customization: {
        title: settings.hotelName.slice(0, 100),
        description: paymentsWords.t(language, "checkoutDescription", { reference: reservation.reference }).slice(0, 250),
      },
      meta: { reservation: reservation.reference, language },
    });
    await db.updateTable("stay_payments").set({ checkout_url: checkoutUrl, updated_at: new Date().toISOString() }).where("tx_ref", "=", txRef).execute();
    return { checkoutUrl, txRef };
  } catch (error) {
    await db.updateTable("stay_payments").set({ status: "failed", updated_at: new Date().toISOString() }).where("tx_ref", "=", txRef).where("status", "=", "pending").execute();
    if (error instanceof PaychanguError) {
      log.warn("PayChangu checkout not created", { reason: error.reason, httpStatus: error.httpStatus, reservation: reservation.reference });
      throw new AppError("unavailable", paymentsWords.msg("depositUnavailable"));
    }
    throw error;
  }
}

/**
 * The deposits of a member's own stays (made while signed in), for /dashboard: what is due,
 * and whether it is paid. Only stays asking for one are listed.
 */
export async function ownStayDeposits(db: Db, userId: number): Promise<Map<number, { dueMwk: number; paid: boolean }>> {
  const rows = await db
    .selectFrom("reservations")
    .leftJoin("stay_payments", (join) =>
      join.onRef("stay_payments.reservation_id", "=", "reservations.id").on("stay_payments.kind", "=", "deposit").on("stay_payments.status", "=", "paid"),
    )
    .select(["reservations.id", "reservations.deposit_due", "stay_payments.id as paid_line"])
    .where("reservations.user_id", "=", userId)
    .where("reservations.deposit_due", ">", 0)
    .execute();
  const deposits = new Map<number, { dueMwk: number; paid: boolean }>();
  for (const row of rows) deposits.set(row.id, { dueMwk: row.deposit_due, paid: (deposits.get(row.id)?.paid ?? false) || row.paid_line !== null });
  return deposits;
}

/** A member's own stay, by id; null when it is not theirs (which looks exactly like not found). */
export async function getOwnStayId(db: Db, userId: number, id: number): Promise<number | null> {
  const row = await db.selectFrom("reservations").select("id").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return row?.id ?? null;
}

/** A checkout still waiting to be paid: where PayChangu takes the guest's payment. Null once paid, failed or unknown. */
export async function getPendingCheckoutUrl(db: Db, txRef: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(txRef)) return null;
  const row = await db.selectFrom("stay_payments").select(["checkout_url", "status"]).where("tx_ref", "=", txRef).executeTakeFirst();
  const url = row?.status === "pending" ? row.checkout_url : null;
  return url && /^https?:\/\//.test(url) ? url : null;
}

/** The reservation a checkout belongs to, found by its tx_ref (the return page's only key). */
export async function getCheckoutStay(db: Db, txRef: string): Promise<{ reservationId: number; language: Language } | null> {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(txRef)) return null;
  const row = await db
    .selectFrom("stay_payments")
    .innerJoin("reservations", "reservations.id", "stay_payments.reservation_id")
    .select(["stay_payments.reservation_id", "reservations.language"])
    .where("stay_payments.tx_ref", "=", txRef)
    .executeTakeFirst();
  return row ? { reservationId: row.reservation_id, language: storedLanguage(row.language) } : null;
}

export type SettleOutcome =
  | { kind: "paid"; amount: number; currency: string; paidAt: string; recordedNow: boolean }
  | { kind: "not-paid" }
  | { kind: "unknown" }
  /** PayChangu could not be asked (down, slow, refusing): nothing is recorded, the caller may try again. */
  | { kind: "unverified" };

/** A stay that will never use a deposit: a payment arriving for it is owed back. */
const STAY_ENDED_UNUSED: readonly string[] = ["cancelled", "declined"];

function methodOf(verification: Verification): string {
  const { channel, provider } = verification.authorization ?? {};
  return [channel, provider].filter((part): part is string => typeof part === "string" && part.trim() !== "").join(" · ") || "PayChangu";
}

/**
 * The one way a deposit becomes paid, whoever asks (the guest's return, a webhook): PayChangu's
 * verification endpoint must say the transaction succeeded in the currency and for at least the
 * amount of our ledger line. Then one conditional update turns the line `paid`: of two callers at
 * once (two servers receiving the same webhook, a webhook and the return), one changes it, and
 * only that one sends the receipt and tells the reservations address, in the same transaction.
 */
export async function settleDeposit(db: Db, env: PaymentEnv, txRef: string, timeoutMs?: number): Promise<SettleOutcome> {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(txRef)) return { kind: "unknown" };
  const line = await db.selectFrom("stay_payments").selectAll().where("tx_ref", "=", txRef).executeTakeFirst();
  if (!line || line.kind !== "deposit") return { kind: "unknown" };
  if (line.status === "paid") return { kind: "paid", amount: line.amount, currency: line.currency, paidAt: line.paid_at ?? line.updated_at, recordedNow: false };
  const client = paychanguOf(env, timeoutMs);
  if (!client) return { kind: "unverified" };
  let verification: Verification | null;
  try {
    verification = await client.verify(txRef);
  } catch (error) {
    if (!(error instanceof PaychanguError)) throw error;
    log.warn("PayChangu verification failed", { reason: error.reason, httpStatus: error.httpStatus, txRef });
    return { kind: "unverified" };
  }
  if (!verification) return { kind: "not-paid" };
  const shortfall = verificationShortfall(verification, { txRef, currency: line.currency, amount: line.amount });
  if (shortfall) {
    if (shortfall !== "status") {
      // Paid, but not what we asked for: never counted; staff see it in the log.
      log.warn("PayChangu payment not counted", { txRef, mismatch: shortfall, reportedCurrency: verification.currency, reportedAmount: verification.amount });
    } else if (/^(failed|cancelled|canceled|expired)$/i.test(verification.status)) {
      await db.updateTable("stay_payments").set({ status: "failed", updated_at: new Date().toISOString() }).where("tx_ref", "=", txRef).where("status", "=", "pending").execute();
    }
    return { kind: "not-paid" };
  }
  const paidAt = new Date().toISOString();
  const settings = await getSiteSettings(db);
  const recorded = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("stay_payments")
      .set({
        status: "paid",
        paid_at: paidAt,
        provider_ref: verification.reference ?? null,
        provider_method: methodOf(verification),
        updated_at: paidAt,
      })
      .where("tx_ref", "=", txRef)
      .where("status", "<>", "paid")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    // The stay's row is locked on PostgreSQL, so two checkouts of one stay paid at once are
    // recorded one after the other and the second is seen as paid twice (SQLite writes one at a time).
    let stayQuery = trx.selectFrom("reservations").selectAll().where("id", "=", line.reservation_id);
    if (isPostgres(trx)) stayQuery = stayQuery.forUpdate();
    const reservation = await stayQuery.executeTakeFirstOrThrow();
    // Money the stay does not need is recorded (it was paid) and owed back at once.
    const paidBefore = await trx.selectFrom("stay_payments").select("id").where("reservation_id", "=", reservation.id).where("kind", "=", "deposit").where("status", "=", "paid").where("id", "<>", line.id).executeTakeFirst();
    const unowed: UnowedPayment | null = paidBefore ? "paidTwice" : STAY_ENDED_UNUSED.includes(reservation.status) ? "stayCancelled" : null;
    if (unowed) await refundUnowedPayment(trx, reservation, { ...line, provider_method: methodOf(verification) }, unowed, settings.email);
    const lines = await trx.selectFrom("stay_payments").select(["kind", "status", "amount_mwk"]).where("reservation_id", "=", reservation.id).execute();
    const { balance } = balanceOf(reservation.total, lines.map((l) => ({ kind: l.kind, status: l.status, amountMwk: l.amount_mwk })));
    const facts = {
      reference: reservation.reference,
      guestName: reservation.guest_name,
      email: reservation.email,
      phone: reservation.phone,
      amount: line.amount,
      currency: line.currency,
      providerRef: verification.reference ?? null,
      method: methodOf(verification),
      paidAt,
      balanceMwk: balance,
      ...(unowed ? { refund: { why: unowed, withinDays: refundWithinDays(settings) } } : {}),
    };
    await enqueueEmail(trx, depositReceiptEmail({ facts, language: storedLanguage(reservation.language), hotel: emailHotel(settings) }));
    await enqueueEmail(trx, depositPaidForStaffEmail({ facts, to: settings.email }));
    return true;
  });
  if (!recorded) {
    const now = await db.selectFrom("stay_payments").select(["paid_at", "updated_at"]).where("tx_ref", "=", txRef).executeTakeFirstOrThrow();
    return { kind: "paid", amount: line.amount, currency: line.currency, paidAt: now.paid_at ?? now.updated_at, recordedNow: false };
  }
  log.info("deposit paid", { txRef, reservationId: line.reservation_id });
  return { kind: "paid", amount: line.amount, currency: line.currency, paidAt, recordedNow: true };
}

/**
 * A webhook from PayChangu: accepted only with a valid `Signature` over the raw body; it names
 * the transaction, which is then settled as the guest's return would (the amount is PayChangu's
 * API's word, not the webhook body's). 200 once handled or not ours, 401 for a bad signature, 400
 * when its signed time is outside PayChangu's retry window (WEBHOOK_FRESH_FOR_MS), 503
 * when PayChangu could not be asked (PayChangu tries again), 404 when deposits are off.
 */
export async function receivePaychanguWebhook(db: Db, env: PaymentEnv, rawBody: string, signature: string | null): Promise<{ status: 200 | 400 | 401 | 404 | 503; message: string }> {
  if (!env.PAYCHANGU_WEBHOOK_SECRET || !env.PAYCHANGU_SECRET_KEY) return { status: 404, message: "Not found" };
  if (!isWebhookSignatureValid(rawBody, signature, env.PAYCHANGU_WEBHOOK_SECRET)) {
    return { status: 401, message: paymentsStaffWords.msg("webhookSignatureInvalid") };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { status: 200, message: "ignored" };
  }
  const parsed = WebhookPayloadSchema.safeParse(payload);
  if (!parsed.success) return { status: 200, message: "ignored" };
  // Signed, but from another time: a replay, or a retry long past PayChangu's schedule.
  if (!isWebhookFresh(parsed.data)) {
    log.warn("PayChangu webhook refused as stale", { txRef: parsed.data.tx_ref ?? null, eventTime: parsed.data.updated_at ?? parsed.data.created_at ?? null });
    return { status: 400, message: paymentsStaffWords.msg("webhookStale") };
  }
  const txRef = parsed.data.tx_ref;
  if (!txRef) return { status: 200, message: "ignored" };
  // A webhook is answered within PayChangu's patience: the verification gets 5 s.
  const outcome = await settleDeposit(db, env, txRef, 5_000);
  if (outcome.kind === "unverified") return { status: 503, message: "try again" };
  return { status: 200, message: outcome.kind };
}
