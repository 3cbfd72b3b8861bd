import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPaychanguStandIn, type PaychanguStandIn } from "../../../tests/support/paychangu-stand-in";
import {
  createPaychanguClient,
  isWebhookFresh,
  isWebhookSignatureValid,
  PaychanguError,
  signWebhook,
  verificationShortfall,
  WEBHOOK_FRESH_FOR_MS,
  webhookEventTime,
  WebhookPayloadSchema,
  type CheckoutRequest,
} from "./paychangu-client.server";

let standIn: PaychanguStandIn;
beforeAll(async () => {
  standIn = await startPaychanguStandIn();
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => standIn.reset());

let counter = 0;
function checkout(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  counter += 1;
  return {
    amount: 85_000,
    currency: "MWK",
    email: "guest@example.com",
    first_name: "Chikondi",
    last_name: "Banda",
    callback_url: "https://hotel.example/booking/deposit/return",
    return_url: "https://hotel.example/booking/deposit/return",
    tx_ref: `DEP-unit-${counter}-${Date.now()}`,
    customization: { title: "Umodzi Park Hotel", description: "Deposit for RS-2026-0001" },
    ...overrides,
  };
}

describe("PayChangu client", () => {
  it("creates a checkout and verifies it once paid", async () => {
    const client = createPaychanguClient({ apiUrl: standIn.url, secretKey: standIn.secretKey });
    const request = checkout();
    const { checkoutUrl } = await client.createCheckout(request);
    expect(checkoutUrl).toMatch(new RegExp(`^${standIn.url}/checkout/`));
    expect((await client.verify(request.tx_ref))?.status).toBe("pending");
    await standIn.complete(request.tx_ref, "pay");
    const verification = await client.verify(request.tx_ref);
    expect(verification).toMatchObject({ tx_ref: request.tx_ref, status: "success", currency: "MWK", amount: 85_000 });
    expect(verificationShortfall(verification!, { txRef: request.tx_ref, currency: "MWK", amount: 85_000 })).toBeNull();
  });

  it("answers null for a reference PayChangu does not know", async () => {
    const client = createPaychanguClient({ apiUrl: standIn.url, secretKey: standIn.secretKey });
    expect(await client.verify("DEP-never-created")).toBeNull();
  });

  it("names the tampered field of a verification that does not pay what was asked", async () => {
    const client = createPaychanguClient({ apiUrl: standIn.url, secretKey: standIn.secretKey });
    const request = checkout();
    await client.createCheckout(request);
    await standIn.complete(request.tx_ref, "pay");
    const expected = { txRef: request.tx_ref, currency: "MWK", amount: 85_000 };
    standIn.behaviour.reportAmount = 84_999;
    expect(verificationShortfall((await client.verify(request.tx_ref))!, expected)).toBe("amount");
    standIn.behaviour.reportAmount = null;
    standIn.behaviour.reportCurrency = "USD";
    expect(verificationShortfall((await client.verify(request.tx_ref))!, expected)).toBe("currency");
    standIn.behaviour.reportCurrency = null;
    expect(verificationShortfall((await client.verify(request.tx_ref))!, { ...expected, txRef: "DEP-other" })).toBe("reference");
    const failed = checkout();
    await client.createCheckout(failed);
    await standIn.complete(failed.tx_ref, "fail");
    expect(verificationShortfall((await client.verify(failed.tx_ref))!, { ...expected, txRef: failed.tx_ref })).toBe("status");
  });

  it("gives up after its timeout without naming the secret", async () => {
    standIn.behaviour.hang = true;
    const client = createPaychanguClient({ apiUrl: standIn.url, secretKey: standIn.secretKey, timeoutMs: 300 });
    const error = await client.createCheckout(checkout()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaychanguError);
    expect((error as PaychanguError).reason).toBe("timeout");
    expect(String((error as Error).message)).not.toContain(standIn.secretKey);
  });

  it("reports a refusal with its status only", async () => {
    standIn.behaviour.failCheckout = true;
    const client = createPaychanguClient({ apiUrl: standIn.url, secretKey: standIn.secretKey });
    const error = (await client.createCheckout(checkout()).catch((e: unknown) => e)) as PaychanguError;
    expect(error.reason).toBe("refused");
    expect(error.httpStatus).toBe(500);
    const wrongKey = createPaychanguClient({ apiUrl: standIn.url, secretKey: "sec-test-wrong-key" });
    const refused = (await wrongKey.verify("DEP-any-reference").catch((e: unknown) => e)) as PaychanguError;
    expect(refused.httpStatus).toBe(401);
    expect(refused.message).not.toContain("sec-test-wrong-key");
  });

  it("treats an answer of another shape as unexpected", async () => {
    const odd = http.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ status: "success", data: { url: "nowhere" } }));
    });
    await new Promise<void>((resolve) => odd.listen(0, "127.0.0.1", resolve));
    try {
      const client = createPaychanguClient({ apiUrl: `http://127.0.0.1:${(odd.address() as AddressInfo).port}`, secretKey: "sec-test-x" });
      const error = (await client.createCheckout(checkout()).catch((e: unknown) => e)) as PaychanguError;
      expect(error.reason).toBe("unexpected-answer");
    } finally {
      await new Promise<void>((resolve) => odd.close(() => resolve()));
    }
  });

  it("refuses to send a checkout outside the contract", async () => {
    const client = createPaychanguClient({ apiUrl: standIn.url, secretKey: standIn.secretKey });
    await expect(client.createCheckout(checkout({ amount: 10.5 }))).rejects.toThrow();
    await expect(client.createCheckout(checkout({ currency: "EUR" as "MWK" }))).rejects.toThrow();
    await expect(client.createCheckout(checkout({ tx_ref: "bad ref/../x" }))).rejects.toThrow();
  });
});

describe("webhook signatures", () => {
  const secret = "whsec-unit-0123456789";
  const body = '{"tx_ref":"DEP-abc12345","status":"success"}';

  it("accepts the HMAC-SHA256 of the raw body, in either case", () => {
    const signature = signWebhook(body, secret);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isWebhookSignatureValid(body, signature, secret)).toBe(true);
    expect(isWebhookSignatureValid(body, signature.toUpperCase(), secret)).toBe(true);
  });

  it("refuses another secret, another body, a missing or malformed header", () => {
    const signature = signWebhook(body, secret);
    expect(isWebhookSignatureValid(body, signWebhook(body, `${secret}x`), secret)).toBe(false);
    expect(isWebhookSignatureValid(`${body} `, signature, secret)).toBe(false);
    expect(isWebhookSignatureValid(body, null, secret)).toBe(false);
    expect(isWebhookSignatureValid(body, signature.slice(0, 63), secret)).toBe(false);
    expect(isWebhookSignatureValid(body, `${signature.slice(0, 63)}z`, secret)).toBe(false);
  });
});

describe("webhook freshness", () => {
  const now = Date.parse("2026-11-29T12:00:00.000Z");
  const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();
  const HOUR = 3_600_000;

  it("reads the latest of the signed body's times, in PayChangu's format", () => {
    const payload = WebhookPayloadSchema.parse({ created_at: "2026-11-29T10:00:00.000000Z", updated_at: "2026-11-29T11:30:00.000000Z", authorization: { completed_at: "2026-11-29T11:00:00.000000Z" } });
    expect(webhookEventTime(payload)).toBe(Date.parse("2026-11-29T11:30:00Z"));
    expect(webhookEventTime(WebhookPayloadSchema.parse({ created_at: "not a time" }))).toBeNull();
    expect(webhookEventTime(WebhookPayloadSchema.parse({}))).toBeNull();
  });

  it("takes PayChangu's last retry (three, 30 minutes apart) and refuses what is older than six hours, from the future, or without a time", () => {
    expect(WEBHOOK_FRESH_FOR_MS).toBe(6 * HOUR);
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ updated_at: at(-1.5 * HOUR) }), now)).toBe(true);
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ updated_at: at(-6 * HOUR + 1000) }), now)).toBe(true);
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ updated_at: at(-6 * HOUR - 1000) }), now)).toBe(false);
    // An old checkout paid just now is fresh: the latest time counts.
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ created_at: at(-30 * HOUR), authorization: { completed_at: at(-60_000) } }), now)).toBe(true);
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ updated_at: at(5 * 60_000) }), now)).toBe(true);
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ updated_at: at(HOUR) }), now)).toBe(false);
    expect(isWebhookFresh(WebhookPayloadSchema.parse({ tx_ref: "DEP-abc12345" }), now)).toBe(false);
  });
});
