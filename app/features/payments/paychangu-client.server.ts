import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * PayChangu's API as this site uses it (DECISIONS §12, docs/decisions/065-paychangu-contract.md):
 * the one place its requests and answers are written down. Standard Checkout creates a hosted
 * payment page (`POST {api}/payment`), the verification endpoint says what became of it
 * (`GET {api}/verify-payment/{tx_ref}`), and webhooks arrive signed with the webhook secret
 * (`Signature` header: HMAC-SHA256 of the raw body, hex, as its webhooks page shows in PHP).
 *
 * The secret key travels only in the Authorization header: no error, log line or answer of this
 * module carries it, nor the body PayChangu sent back (it may echo the customer's details).
 */

/** Currencies Standard Checkout takes (its docs: "Currency to charge in. [ 'MWK', 'USD' ]"). */
export const PAYCHANGU_CURRENCIES = ["MWK", "USD"] as const;
export type PaychanguCurrency = (typeof PAYCHANGU_CURRENCIES)[number];

/** Our transaction references: "DEP-" and 24 url-safe characters, unique per checkout. */
export const TxRefSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** `POST {api}/payment`: the fields Standard Checkout documents, amounts in whole units of the currency. */
export const CheckoutRequestSchema = z.object({
  amount: z.number().int().positive().max(2_147_483_647),
  currency: z.enum(PAYCHANGU_CURRENCIES),
  email: z.email().optional(),
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  callback_url: z.url(),
  return_url: z.url(),
  tx_ref: TxRefSchema,
  customization: z.object({ title: z.string().max(100), description: z.string().max(250) }).optional(),
  meta: z.record(z.string(), z.string()).optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/** Its answer: `data.checkout_url` is where the guest pays. Extra fields are ignored. */
export const CheckoutResponseSchema = z.object({
  status: z.literal("success"),
  message: z.string().optional(),
  data: z.object({
    event: z.string().optional(),
    checkout_url: z.url(),
    data: z
      .object({ tx_ref: z.string(), currency: z.string(), amount: z.number(), mode: z.string().optional(), status: z.string().optional() })
      .optional(),
  }),
});

/** What PayChangu says of a transaction (`GET {api}/verify-payment/{tx_ref}`), as far as we read it. */
export const VerificationResponseSchema = z.object({
  status: z.string(),
  message: z.string().optional(),
  data: z.object({
    tx_ref: z.string(),
    /** `success` once paid; `pending`, `failed` and others mean not paid. */
    status: z.string(),
    currency: z.string(),
    amount: z.number(),
    reference: z.union([z.string(), z.number()]).transform(String).nullish(),
    mode: z.string().optional(),
    authorization: z
      .object({ channel: z.string().nullish(), provider: z.string().nullish(), completed_at: z.string().nullish() })
      .passthrough()
      .nullish(),
    created_at: z.string().nullish(),
    updated_at: z.string().nullish(),
  }),
});
export type Verification = z.infer<typeof VerificationResponseSchema>["data"];

/**
 * The part of a webhook's JSON we read: which transaction it is about, and its times (inside the
 * signed body, so they are PayChangu's word). Everything else is asked of the API.
 */
export const WebhookPayloadSchema = z
  .object({
    tx_ref: TxRefSchema.optional(),
    reference: z.union([z.string(), z.number()]).optional(),
    status: z.string().optional(),
    created_at: z.string().nullish(),
    updated_at: z.string().nullish(),
    authorization: z.object({ completed_at: z.string().nullish() }).passthrough().nullish(),
  })
  .passthrough();
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;

/**
 * How long after its event a webhook is still taken. PayChangu sends one when the event happens
 * and, without a 200, "will retry the webhook call three times, with a 30-minute interval": the
 * last try comes about 90 minutes late. Six hours leaves room for a queue at PayChangu; anything
 * older is a replay. Nothing is lost by refusing it: pending checkouts are asked about anyway
 * (pending-checkouts.server.ts), as PayChangu advises ("Don't rely solely on webhooks").
 */
export const WEBHOOK_FRESH_FOR_MS = 6 * 3_600_000;
/** Clocks differ: an event time up to this far ahead of ours is still now. */
export const WEBHOOK_CLOCK_SKEW_MS = 10 * 60_000;

/** The latest time a webhook's signed body gives (`updated_at`, `authorization.completed_at`, `created_at`), or null. */
export function webhookEventTime(payload: WebhookPayload): number | null {
  const times = [payload.updated_at, payload.authorization?.completed_at, payload.created_at]
    .map((value) => (typeof value === "string" ? Date.parse(value) : Number.NaN))
    .filter((time) => Number.isFinite(time));
  return times.length === 0 ? null : Math.max(...times);
}

/** Whether a webhook is recent enough to act on: its signed time within the retry window, not from the future. A body without one is not. */
export function isWebhookFresh(payload: WebhookPayload, now: number = Date.now()): boolean {
  const at = webhookEventTime(payload);
  return at !== null && at >= now - WEBHOOK_FRESH_FOR_MS && at <= now + WEBHOOK_CLOCK_SKEW_MS;
}

/** A failure talking to PayChangu, with a reason fit for a log line (no secret, no body). */
export class PaychanguError extends Error {
  readonly reason: "timeout" | "unreachable" | "refused" | "unexpected-answer";
  readonly httpStatus: number | null;
  constructor(reason: PaychanguError["reason"], httpStatus: number | null = null) {
    super(`PayChangu ${reason}${httpStatus === null ? "" : ` (HTTP ${httpStatus})`}`);
    this.name = "PaychanguError";
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

export interface PaychanguClientOptions {
  /** `https://api.paychangu.com` unless PAYCHANGU_API_URL says otherwise. */
  apiUrl: string;
  secretKey: string;
  /** Each call gives up after this long (default 10 s): a guest waits on the checkout's creation. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface PaychanguClient {
  createCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  verify(txRef: string): Promise<Verification | null>;
}

export function createPaychanguClient(options: PaychanguClientOptions): PaychanguClient {
  const base = options.apiUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: {
          Accept: "application/json",
          Authorization: `Bearer ${options.secretKey}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      throw new PaychanguError(name === "TimeoutError" || name === "AbortError" ? "timeout" : "unreachable");
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  return {
    async createCheckout(request) {
      const body = CheckoutRequestSchema.parse(request);
      const { status, json } = await call("POST", "/payment", body);
      if (status < 200 || status >= 300) throw new PaychanguError("refused", status);
      const parsed = CheckoutResponseSchema.safeParse(json);
      if (!parsed.success) throw new PaychanguError("unexpected-answer", status);
      return { checkoutUrl: parsed.data.data.checkout_url };
    },

    /** Null when PayChangu does not know the reference (404, or an answer without its data). */
    async verify(txRef) {
      TxRefSchema.parse(txRef);
      const { status, json } = await call("GET", `/verify-payment/${encodeURIComponent(txRef)}`);
      if (status === 404) return null;
      if (status < 200 || status >= 300) throw new PaychanguError("refused", status);
      const parsed = VerificationResponseSchema.safeParse(json);
      if (!parsed.success) throw new PaychanguError("unexpected-answer", status);
      return parsed.data.data;
    },
  };
}

/** The webhook's `Signature`: HMAC-SHA256 of the raw body under the webhook secret, lowercase hex. */
export function signWebhook(rawBody: string | Uint8Array, webhookSecret: string): string {
  return createHmac("sha256", webhookSecret).update(rawBody).digest("hex");
}

/** Compares in constant time; a missing, short or non-hex header is simply false. */
export function isWebhookSignatureValid(rawBody: string | Uint8Array, signature: string | null | undefined, webhookSecret: string): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature.trim())) return false;
  const expected = Buffer.from(signWebhook(rawBody, webhookSecret), "hex");
  const given = Buffer.from(signature.trim().toLowerCase(), "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Whether a verified transaction pays what we asked (its docs: reference matches, status
 * successful, currency as expected, amount at least the amount expected). Null when it does;
 * otherwise why not, for the log.
 */
export function verificationShortfall(
  verification: Verification,
  expected: { txRef: string; currency: string; amount: number },
): "reference" | "status" | "currency" | "amount" | null {
  if (verification.tx_ref !== expected.txRef) return "reference";
  if (verification.status.toLowerCase() !== "success" && verification.status.toLowerCase() !== "successful") return "status";
  if (verification.currency.toUpperCase() !== expected.currency) return "currency";
  if (!Number.isFinite(verification.amount) || verification.amount < expected.amount) return "amount";
  return null;
}
