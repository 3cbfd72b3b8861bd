import type { Hono } from "hono";
import { z } from "zod";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { receivePaychanguWebhook } from "./deposits.server";

/**
 * PayChangu's webhook (DECISIONS §12, docs/decisions/065-paychangu-contract.md). The body is read
 * raw (the signature is over its bytes) and kept to the API's 16 KB; a bad signature costs one
 * HMAC and gets 401. A valid one leads to the same check as the guest's return: PayChangu's
 * verification endpoint, then one state change.
 */
export default function mountPaymentsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  defineRoute(app, registry, {
    method: "post", path: "/payments/paychangu/webhook", tag: "Payments", access: "public",
    summary: "PayChangu's payment notifications, signed (`Signature`: HMAC-SHA256 of the raw body with the webhook secret); 404 while deposits are not configured",
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
}
