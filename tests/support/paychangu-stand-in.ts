import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { CheckoutRequestSchema, signWebhook, type CheckoutRequest } from "~/features/payments/paychangu-client.server";

/**
 * A stand-in for PayChangu's API over real HTTP, following the contract the site's client writes
 * down (app/features/payments/paychangu-client.server.ts, docs/decisions/065-paychangu-contract.md):
 * `POST /payment` creates a checkout whose `checkout_url` is a small page here where a test (or a
 * person trying the flow, `npm run try:deposits`) chooses "Pay" or "Fail"; `GET /verify-payment/:tx_ref`
 * says what became of it; paying sends the signed webhook to `webhookUrl` and redirects to the
 * checkout's `callback_url`, failing to its `return_url` with `status=failed`, as PayChangu does.
 *
 * `behaviour` switches it to the ways the real one can let the site down.
 */
export interface StandInBehaviour {
  /** `POST /payment` answers 500. */
  failCheckout: boolean;
  /** Every API call is held without an answer (the client's timeout must end it). */
  hang: boolean;
  /** When a payment sends its webhook: before the guest's browser is redirected, after, or never. */
  webhook: "before-redirect" | "after-redirect" | "never";
  /** How many times each webhook is sent. */
  webhookTimes: number;
  /** The webhook is signed with another secret. */
  badSignature: boolean;
  /** Verification (and the webhook) report this amount instead of the one charged. */
  reportAmount: number | null;
  /** Verification (and the webhook) report this currency instead of the one charged. */
  reportCurrency: string | null;
}

export interface StandInTransaction {
  request: CheckoutRequest;
  status: "pending" | "success" | "failed";
  reference: string;
  checkoutId: string;
  /** When the checkout was created, and when it was last paid or failed: the times PayChangu reports. */
  createdAt: string;
  completedAt: string | null;
}

export const STAND_IN_SECRET_KEY = "sec-test-standin-0123456789abcdef";
export const STAND_IN_WEBHOOK_SECRET = "whsec-standin-0123456789abcdef";

const DEFAULT_BEHAVIOUR: StandInBehaviour = {
  failCheckout: false,
  hang: false,
  webhook: "before-redirect",
  webhookTimes: 1,
  badSignature: false,
  reportAmount: null,
  reportCurrency: null,
};

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startPaychanguStandIn(
  options: { secretKey?: string; webhookSecret?: string; webhookUrl?: string; port?: number; host?: string } = {},
) {
  const secretKey = options.secretKey ?? STAND_IN_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const behaviour: StandInBehaviour = { ...DEFAULT_BEHAVIOUR };
  const transactions = new Map<string, StandInTransaction>();
  const byCheckout = new Map<string, string>();
  const webhooksSent: { txRef: string; status: number | null }[] = [];
  const held = new Set<http.ServerResponse>();
  /**
   * Every request the site made, method and path. PayChangu documents no refund endpoint (its
   * refunds are made in the merchant's dashboard, docs/decisions/067-deposit-refunds.md), so the
   * stand-in offers none: anything else answers 404, and tests can show the site never tries one.
   */
  const requests: { method: string; path: string }[] = [];
  const state = { webhookUrl: options.webhookUrl ?? null, checkoutsCreated: 0, verifications: 0 };

  function reported(tx: StandInTransaction) {
    return {
      event_type: "checkout.payment",
      tx_ref: tx.request.tx_ref,
      mode: "test",
      type: "API Payment (Checkout)",
      status: tx.status,
      number_of_attempts: 1,
      reference: tx.reference,
      currency: behaviour.reportCurrency ?? tx.request.currency,
      amount: behaviour.reportAmount ?? tx.request.amount,
      charges: 0,
      customization: { title: tx.request.customization?.title ?? "", description: tx.request.customization?.description ?? "", logo: null },
      meta: tx.request.meta ?? null,
      authorization: tx.status === "success" && tx.completedAt
        ? { channel: "Mobile Money", provider: "Airtel Money", mobile_number: "+265990000000", completed_at: tx.completedAt }
        : null,
      created_at: tx.createdAt,
      updated_at: tx.completedAt ?? tx.createdAt,
    };
  }

  /** Sends the transaction's webhook `behaviour.webhookTimes` times, signed (or not) as the behaviour says. */
  async function sendWebhook(txRef: string): Promise<void> {
    const tx = transactions.get(txRef);
    if (!tx || !state.webhookUrl) return;
    const body = JSON.stringify(reported(tx));
    const signature = signWebhook(body, behaviour.badSignature ? `${webhookSecret}-not` : webhookSecret);
    const sends = Array.from({ length: behaviour.webhookTimes }, async () => {
      try {
        const response = await fetch(state.webhookUrl!, {
          method: "POST",
          headers: { "Content-Type": "application/json", Signature: signature },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        webhooksSent.push({ txRef, status: response.status });
      } catch {
        webhooksSent.push({ txRef, status: null });
      }
    });
    await Promise.all(sends);
  }

  /** Completes a checkout as the guest would on the hosted page; answers where the browser goes next. */
  async function complete(txRef: string, outcome: "pay" | "fail"): Promise<string> {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`No checkout ${txRef} on the stand-in`);
    if (outcome === "fail") {
      tx.status = "failed";
      tx.completedAt = new Date().toISOString();
      const url = new URL(tx.request.return_url);
      url.searchParams.set("tx_ref", txRef);
      url.searchParams.set("status", "failed");
      return url.toString();
    }
    tx.status = "success";
    tx.completedAt = new Date().toISOString();
    if (behaviour.webhook === "before-redirect") await sendWebhook(txRef);
    else if (behaviour.webhook === "after-redirect") setTimeout(() => void sendWebhook(txRef), 300);
    const url = new URL(tx.request.callback_url);
    url.searchParams.set("tx_ref", txRef);
    url.searchParams.set("status", "success");
    return url.toString();
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      requests.push({ method: req.method ?? "GET", path: url.pathname });
      if (url.pathname === "/favicon.ico") {
        res.writeHead(204);
        return res.end();
      }
      const authorised = req.headers.authorization === `Bearer ${secretKey}`;
      const isApi = url.pathname === "/payment" || url.pathname.startsWith("/verify-payment/");
      if (isApi && behaviour.hang) {
        held.add(res);
        return;
      }
      if (isApi && !authorised) return json(res, 401, { status: "failed", message: "Unauthenticated." });

      if (req.method === "POST" && url.pathname === "/payment") {
        if (behaviour.failCheckout) return json(res, 500, { status: "failed", message: "Server error" });
        let parsed;
        try {
          parsed = CheckoutRequestSchema.safeParse(JSON.parse(await readBody(req)));
        } catch {
          return json(res, 400, { status: "failed", message: "Invalid JSON" });
        }
        if (!parsed.success) return json(res, 400, { status: "failed", message: parsed.error.issues.map((i) => i.path.join(".")).join(", ") });
        if (transactions.has(parsed.data.tx_ref)) return json(res, 400, { status: "failed", message: "The tx ref has already been taken." });
        const checkoutId = randomBytes(12).toString("hex");
        transactions.set(parsed.data.tx_ref, {
          request: parsed.data,
          status: "pending",
          reference: String(10_000_000_000 + transactions.size),
          checkoutId,
          createdAt: new Date().toISOString(),
          completedAt: null,
        });
        byCheckout.set(checkoutId, parsed.data.tx_ref);
        state.checkoutsCreated += 1;
        const address = server.address() as AddressInfo;
        return json(res, 201, {
          message: "Hosted payment session generated successfully.",
          status: "success",
          data: {
            event: "checkout.session:created",
            checkout_url: `http://${address.address.includes(":") ? `[${address.address}]` : address.address}:${address.port}/checkout/${checkoutId}`,
            data: { tx_ref: parsed.data.tx_ref, currency: parsed.data.currency, amount: parsed.data.amount, mode: "test", status: "pending" },
          },
        });
      }

      const verify = /^\/verify-payment\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && verify) {
        state.verifications += 1;
        const tx = transactions.get(decodeURIComponent(verify[1]!));
        if (!tx) return json(res, 404, { status: "failed", message: "Transaction not found" });
        return json(res, 200, { status: "success", message: "Payment details retrieved successfully.", data: reported(tx) });
      }

      const page = /^\/checkout\/([0-9a-f]+)(?:\/(pay|fail))?$/.exec(url.pathname);
      const txRef = page ? byCheckout.get(page[1]!) : undefined;
      if (page && txRef) {
        const tx = transactions.get(txRef)!;
        if (req.method === "POST" && page[2]) {
          const next = await complete(txRef, page[2] as "pay" | "fail");
          res.writeHead(302, { Location: next });
          return res.end();
        }
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>PayChangu stand-in</title></head><body style="font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">
<h1>PayChangu stand-in</h1><p>${escapeHtml(tx.request.customization?.title ?? "")}</p><p>${escapeHtml(tx.request.customization?.description ?? "")}</p>
<p><strong>${escapeHtml(tx.request.currency)} ${tx.request.amount.toLocaleString("en-GB")}</strong></p>
<form method="post" action="/checkout/${page[1]}/pay"><button>Pay</button></form>
<form method="post" action="/checkout/${page[1]}/fail"><button>Fail</button></form></body></html>`);
      }
      json(res, 404, { status: "failed", message: "Not found" });
    })().catch(() => {
      if (!res.headersSent) json(res, 500, { status: "failed" });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? "127.0.0.1"}:${address.port}`,
    secretKey,
    webhookSecret,
    behaviour,
    transactions,
    webhooksSent,
    requests,
    state,
    /** Where the site should send webhooks (the dashboard's webhook URL, for the real one). */
    setWebhookUrl(url: string) {
      state.webhookUrl = url;
    },
    reset() {
      Object.assign(behaviour, DEFAULT_BEHAVIOUR);
    },
    complete,
    sendWebhook,
    /** How often the site asked the verification endpoint about one checkout. */
    verificationsOf(txRef: string): number {
      return requests.filter((request) => request.path === `/verify-payment/${txRef}`).length;
    },
    /** The last checkout created, for a test that followed the site's redirect. */
    lastTransaction(): StandInTransaction | undefined {
      return [...transactions.values()].at(-1);
    },
    async close() {
      for (const res of held) res.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type PaychanguStandIn = Awaited<ReturnType<typeof startPaychanguStandIn>>;
