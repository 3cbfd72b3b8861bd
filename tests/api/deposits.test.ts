import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { signWebhook } from "~/features/payments/paychangu-client.server";
import { paymentsWords } from "~/features/payments/payments-words";
import { paymentSettingsWords } from "~/features/payments/payments.settings";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { SHARED_SERVER_RATE_LIMITS } from "../support/api-global-setup";
import { depositStays, newDepositRoomType, standInEnv, WEBHOOK_PATH } from "../support/deposit-stays";
import { type RunningServer, startServer } from "../support/start-server";
import { type PaychanguStandIn, startPaychanguStandIn } from "../support/paychangu-stand-in";

/** A text as React writes it into the page. */
const asHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("the deposit policy without PayChangu's secrets", () => {
  it("cannot be switched on, and the settings say why", async () => {
    const { url } = servers()[0]!;
    const staff = await loginAsStaff(url);
    const res = await api(url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ depositPolicy: 1 }) });
    expect(res.status).toBe(422);
    expect(res.body.errors.depositPolicy[0]).toBe(paymentSettingsWords.t("en", "depositPolicyUnavailable"));
    expect((await api(url, "/api/settings")).body.data.depositPolicy).toBe(0);
  });
});

/** Deposits through PayChangu (DECISIONS §12) against the stand-in of its API, on both engines. */
describe.each(["sqlite", "postgres"] as const)("deposits on %s", (engine) => {
  let standIn: PaychanguStandIn;
  let server: RunningServer;
  let staff: string;
  let roomTypeId: number;

  beforeAll(async () => {
    standIn = await startPaychanguStandIn();
    server = await startServer({
      engine,
      env: {
        ...standInEnv(standIn),
        RATE_LIMITS: SHARED_SERVER_RATE_LIMITS,
        SEED_DEMO: "false",
      },
    });
    standIn.setWebhookUrl(`${server.url}${WEBHOOK_PATH}`);
    staff = await loginAsStaff(server.url);
    roomTypeId = await newDepositRoomType(server.url, staff);
    const saved = await api(server.url, "/api/settings", {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ depositPolicy: 2, depositPercent: 30, depositPayWithinHours: 48, exchangeRateMwkPerUsd: 1750 }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  beforeEach(() => standIn.reset());

  const stays = depositStays(() => ({ server, staff, roomTypeId }));
  const { emailsTo, ledger } = stays;

  /** A confirmed stay of 3 nights at MWK 80,000: MWK 240,000, a 30 % deposit of MWK 72,000. */
  const confirmedStay = (language: "en" | "ny" = "en") => stays.confirmedStay({ language });

  /** The stay page's "Pay the deposit", as the browser posts it: answers where it sends the guest. */
  async function pressPay(token: string, currency: "MWK" | "USD" = "MWK") {
    const res = await fetch(`${server.url}/booking/deposit/pay/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ currency }).toString(),
      redirect: "manual",
    });
    await res.arrayBuffer();
    return { status: res.status, location: res.headers.get("location") ?? "" };
  }

  async function checkoutFor(token: string, currency: "MWK" | "USD" = "MWK") {
    const pressed = await pressPay(token, currency);
    expect(pressed.status).toBe(303);
    const txRef = standIn.lastTransaction()!.request.tx_ref;
    expect(pressed.location).toBe(`/booking/deposit/go?tx_ref=${txRef}`);
    // Our page hands the guest on to PayChangu's checkout with a refresh and a link.
    const go = await open(`${server.url}${pressed.location}`);
    const checkoutUrl = standIn.transactions.get(txRef)!.checkoutId;
    expect(go.html).toContain(`0;url=${standIn.url}/checkout/${checkoutUrl}`);
    expect(go.html).toContain(`href="${standIn.url}/checkout/${checkoutUrl}"`);
    return txRef;
  }

  const open = async (address: string) => {
    const res = await fetch(address, { redirect: "manual" });
    return { status: res.status, html: await res.text() };
  };
  const paidText = (amount: string, language: "en" | "ny" = "en") => paymentsWords.t(language, "depositPaid", { amount, date: "" }).replace(/\s*\.$/, "").trim();

  it("asks for the deposit on the stay's page and sends the checkout PayChangu's contract asks for", async () => {
    const stay = await confirmedStay();
    const page = await open(`${server.url}/booking/cancel/${stay.token}`);
    expect(page.html).toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
    expect(page.html).toContain(paymentsWords.t("en", "depositPayIn", { amount: "USD 42" }));
    const txRef = await checkoutFor(stay.token);
    const sent = standIn.transactions.get(txRef)!.request;
    expect(sent).toMatchObject({ amount: 72_000, currency: "MWK", email: stay.email, first_name: "Chikondi", last_name: "Banda" });
    expect(sent.customization?.description).toContain(stay.reference);
    expect(sent.callback_url).toBe(`${server.url}/booking/deposit/return?tx_ref=${txRef}`);
    expect(await ledger(stay.id)).toMatchObject([{ kind: "deposit", status: "pending", amount: 72_000, currency: "MWK", amount_mwk: 72_000, tx_ref: txRef }]);
  });

  it("tells the guest of the deposit when they ask and when the stay is confirmed, with the stay's page to pay on", async () => {
    const stay = await confirmedStay();
    const [requested, confirmed] = await emailsTo(stay.email);
    expect(requested!.text_body).toContain("we will ask for a deposit of MWK 72,000");
    expect(requested!.text_body).not.toContain("you pay at the hotel.");
    expect(confirmed!.kind).toBe("reservation-confirmed");
    expect(confirmed!.text_body).toContain("Please pay the deposit of MWK 72,000 by");
    expect(confirmed!.text_body).toContain(`Pay the deposit on your stay's page: ${server.url}/booking/cancel/`);
  });

  it("records a payment once when the webhook comes before the guest's return", async () => {
    const stay = await confirmedStay();
    const txRef = await checkoutFor(stay.token);
    standIn.behaviour.webhook = "before-redirect";
    const back = await standIn.complete(txRef, "pay");
    expect(standIn.webhooksSent.filter((w) => w.txRef === txRef).map((w) => w.status)).toEqual([200]);
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["paid"]);
    const returned = await open(back);
    expect(returned.html).toContain(paidText("MWK 72,000"));
    const lines = await ledger(stay.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: "paid", provider_method: "Mobile Money · Airtel Money" });
    const receipts = (await emailsTo(stay.email)).filter((email) => email.kind === "deposit-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text_body).toContain("MWK 72,000");
    expect(receipts[0]!.text_body).toContain("MWK 168,000");
    const settings = (await api(server.url, "/api/settings")).body.data;
    expect((await emailsTo(settings.email)).filter((email) => email.kind === "deposit-paid-staff" && email.subject.includes(stay.reference))).toHaveLength(1);
    // The stay's page now says so, and offers no second payment; a second checkout is refused.
    const page = await open(`${server.url}/booking/cancel/${stay.token}`);
    expect(page.html).toContain(paidText("MWK 72,000"));
    expect(page.html).not.toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
    const again = await pressPay(stay.token);
    expect(again).toMatchObject({ status: 303, location: `/booking/cancel/${stay.token}?deposit=refused` });
    expect(await ledger(stay.id)).toHaveLength(1);
  });

  it("records it once when the guest returns before the webhook, and a replayed webhook changes nothing", async () => {
    const stay = await confirmedStay();
    const txRef = await checkoutFor(stay.token);
    standIn.behaviour.webhook = "never";
    const back = await standIn.complete(txRef, "pay");
    expect((await open(back)).html).toContain(paidText("MWK 72,000"));
    standIn.behaviour.webhookTimes = 3;
    await standIn.sendWebhook(txRef);
    expect(standIn.webhooksSent.filter((w) => w.txRef === txRef).map((w) => w.status)).toEqual([200, 200, 200]);
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["paid"]);
    expect((await emailsTo(stay.email)).filter((email) => email.kind === "deposit-receipt")).toHaveLength(1);
  });

  it("charges a guest who pays in dollars whole dollars, rounded up", async () => {
    const stay = await confirmedStay("ny");
    const txRef = await checkoutFor(stay.token, "USD");
    expect(standIn.transactions.get(txRef)!.request).toMatchObject({ amount: 42, currency: "USD" });
    expect(standIn.transactions.get(txRef)!.request.callback_url).toContain("/ny/booking/deposit/return");
    const back = await standIn.complete(txRef, "pay");
    expect((await open(back)).html).toContain(paidText("USD 42", "ny"));
    expect(await ledger(stay.id)).toMatchObject([{ status: "paid", amount: 42, currency: "USD", amount_mwk: 72_000 }]);
    const receipt = (await emailsTo(stay.email)).find((email) => email.kind === "deposit-receipt");
    expect(receipt?.subject).toContain("Dipoziti yalandiridwa");
  });

  it("refuses a payment reported for less, or in another currency", async () => {
    for (const tamper of [{ reportAmount: 71_999 }, { reportCurrency: "USD" }] as const) {
      const stay = await confirmedStay();
      const txRef = await checkoutFor(stay.token);
      Object.assign(standIn.behaviour, tamper, { webhook: "before-redirect" });
      const back = await standIn.complete(txRef, "pay");
      expect(standIn.webhooksSent.filter((w) => w.txRef === txRef).map((w) => w.status)).toEqual([200]);
      const returned = await open(back);
      expect(returned.html).not.toContain(paidText("MWK 72,000"));
      expect(returned.html).toContain(paymentsWords.t("en", "returnNotPaid"));
      expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["pending"]);
      expect((await emailsTo(stay.email)).filter((email) => email.kind === "deposit-receipt")).toHaveLength(0);
      standIn.reset();
    }
  });

  it("answers 401 to a webhook without a valid signature and changes nothing", async () => {
    const stay = await confirmedStay();
    const txRef = await checkoutFor(stay.token);
    Object.assign(standIn.behaviour, { badSignature: true, webhook: "before-redirect" });
    await standIn.complete(txRef, "pay");
    expect(standIn.webhooksSent.filter((w) => w.txRef === txRef).map((w) => w.status)).toEqual([401]);
    const unsigned = await api(server.url, WEBHOOK_PATH, { method: "POST", body: JSON.stringify({ tx_ref: txRef, status: "success" }) });
    expect(unsigned.status).toBe(401);
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["pending"]);
    // A body beyond the API's 16 KB is refused before any signature is worked out.
    const big = await api(server.url, WEBHOOK_PATH, { method: "POST", body: JSON.stringify({ tx_ref: txRef, pad: "x".repeat(20_000) }), headers: { signature: "0".repeat(64) } });
    expect(big.status).toBe(413);
  });

  it("changes nothing when the guest fails or gives up: the button stays", async () => {
    const stay = await confirmedStay();
    const txRef = await checkoutFor(stay.token);
    const back = await standIn.complete(txRef, "fail");
    expect(back).toContain("status=failed");
    const returned = await open(back);
    expect(returned.html).toContain(paymentsWords.t("en", "returnNotPaid"));
    expect(returned.html).toContain(paymentsWords.t("en", "tryAgain"));
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["failed"]);
    const page = await open(`${server.url}/booking/cancel/${stay.token}`);
    expect(page.html).toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
    // "Try again" from the return page starts a new checkout for the same stay.
    const retry = await fetch(`${server.url}/booking/deposit/return`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ tx_ref: txRef }).toString(),
      redirect: "manual",
    });
    expect(retry.status).toBe(303);
    expect(retry.headers.get("location")).toBe(`/booking/deposit/go?tx_ref=${standIn.lastTransaction()!.request.tx_ref}`);
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["failed", "pending"]);
  });

  it("keeps the button when PayChangu is down or slow, and says so", async () => {
    const stay = await confirmedStay();
    standIn.behaviour.failCheckout = true;
    expect(await pressPay(stay.token)).toMatchObject({ status: 303, location: `/booking/cancel/${stay.token}?deposit=unavailable` });
    const page = await open(`${server.url}/booking/cancel/${stay.token}?deposit=unavailable`);
    expect(page.html).toContain(asHtml(paymentsWords.t("en", "depositUnavailable")));
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["failed"]);
    // A return while PayChangu cannot be asked records nothing and says it is still checking.
    standIn.reset();
    const txRef = await checkoutFor(stay.token);
    standIn.behaviour.webhook = "never";
    const back = await standIn.complete(txRef, "pay");
    standIn.behaviour.hang = true;
    const waiting = await open(back);
    expect(waiting.html).toContain(asHtml(paymentsWords.t("en", "returnChecking")));
    standIn.behaviour.hang = false;
    expect((await open(back)).html).toContain(paidText("MWK 72,000"));
  }, 60_000);

  it("refuses a deposit for a stay not yet confirmed", async () => {
    const arrival = addDays(hotelDate(), 300);
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const made = await api(server.url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 1), adults: 1, children: 0, roomType: roomTypeId, rooms: 1, name: "Tiwonge Phiri", email, phone: "+265 991 234 567" }),
    });
    const [first] = await emailsTo(email);
    const token = /\/booking\/cancel\/([A-Za-z0-9_-]+)/.exec(first!.text_body)![1]!;
    expect(made.body.data.status).toBe("requested");
    const page = await open(`${server.url}/booking/cancel/${token}`);
    expect(page.html).not.toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 24,000" }));
    expect(await pressPay(token)).toMatchObject({ status: 303, location: `/booking/cancel/${token}?deposit=refused` });
    expect(await ledger(made.body.data.id)).toHaveLength(0);
  });

  it("keeps each stay's ledger: the deposit paid online, payments taken at the desk, and the balance they leave", async () => {
    const stay = await confirmedStay();
    const txRef = await checkoutFor(stay.token);
    await standIn.complete(txRef, "pay");
    const cash = await api(server.url, `/api/reservations/${stay.id}/payments`, { method: "POST", token: staff, body: JSON.stringify({ method: "cash", amount: 100_000, currency: "MWK", note: "Front desk, Mr Phiri" }) });
    expect(cash.status, JSON.stringify(cash.body)).toBe(201);
    const dollars = await api(server.url, `/api/reservations/${stay.id}/payments`, { method: "POST", token: staff, body: JSON.stringify({ method: "card", amount: 20, currency: "USD" }) });
    expect(dollars.status, JSON.stringify(dollars.body)).toBe(201);
    const ledgerRead = await api(server.url, `/api/reservations/${stay.id}/payments`, { token: staff });
    expect(ledgerRead.body.data).toMatchObject({ total: 240_000, depositDue: 72_000, paid: 207_000, refunded: 0, balance: 33_000 });
    expect(ledgerRead.body.data.lines.map((line: { kind: string; amountMwk: number }) => [line.kind, line.amountMwk])).toEqual([["deposit", 72_000], ["desk", 100_000], ["desk", 35_000]]);
    expect(JSON.stringify(ledgerRead.body)).not.toContain(txRef);
    const bad = await api(server.url, `/api/reservations/${stay.id}/payments`, { method: "POST", token: staff, body: JSON.stringify({ method: "cheque", amount: 1.5 }) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["amount", "method"]);
    // Guests and strangers read and write no ledger.
    expect((await api(server.url, `/api/reservations/${stay.id}/payments`)).status).toBe(401);
    expect((await api(server.url, `/api/reservations/${stay.id}/payments`, { method: "POST", body: JSON.stringify({ method: "cash", amount: 1 }) })).status).toBe(401);
    const member = await createMember(server.url);
    expect((await api(server.url, `/api/reservations/${stay.id}/payments`, { token: member.token })).status).toBe(403);
    expect((await api(server.url, `/api/reservations/999999/payments`, { token: staff })).status).toBe(404);
  });

  it("lets a member pay the deposit of their own stay from /dashboard, and no one else's", async () => {
    const member = await createMember(server.url);
    const arrival = addDays(hotelDate(), 250);
    const made = await api(server.url, "/api/reservations", {
      method: "POST",
      token: member.token,
      body: JSON.stringify({ arrival, departure: addDays(arrival, 3), adults: 1, children: 0, roomType: roomTypeId, rooms: 1, name: "Tiwonge Phiri", email: member.email, phone: "+265 991 234 567" }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const cookie = await pageCookie(server.url, member.email, MEMBER_PASSWORD);
    // Not confirmed yet: no button.
    expect((await page(server.url, "/dashboard", { cookie })).text).not.toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
    expect((await api(server.url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    expect((await page(server.url, "/dashboard", { cookie })).text).toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
    const other = await createMember(server.url);
    const otherCookie = await pageCookie(server.url, other.email, MEMBER_PASSWORD);
    const refused = await page(server.url, `/my-stays/${id}/deposit`, { cookie: otherCookie, form: { currency: "MWK" } });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/dashboard?deposit=refused#my-reservations-title");
    expect((await page(server.url, `/my-stays/${id}/deposit`, { form: { currency: "MWK" } })).status).not.toBe(303);
    expect(await ledger(id)).toHaveLength(0);
    const pressed = await page(server.url, `/my-stays/${id}/deposit`, { cookie, form: { currency: "MWK" } });
    expect(pressed.status).toBe(303);
    const txRef = standIn.lastTransaction()!.request.tx_ref;
    expect(pressed.headers.get("location")).toBe(`/booking/deposit/go?tx_ref=${txRef}`);
    await standIn.complete(txRef, "pay");
    const after = (await page(server.url, "/dashboard", { cookie })).text;
    expect(after).toContain(paymentsWords.t("en", "depositPaidShort", { amount: "MWK 72,000" }));
    expect(after).not.toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
  });

  describe("two instances on one database", () => {
    let second: RunningServer;
    beforeAll(async () => {
      // SQLite: one database file in a shared data folder; PostgreSQL: one database.
      second = await startServer({
        engine,
        shareWith: { dataDir: server.dataDir, ...(server.databaseUrl ? { databaseUrl: server.databaseUrl } : {}) },
        env: { PAYCHANGU_SECRET_KEY: standIn.secretKey, PAYCHANGU_WEBHOOK_SECRET: standIn.webhookSecret, PAYCHANGU_API_URL: standIn.url, RATE_LIMITS: SHARED_SERVER_RATE_LIMITS, SEED_DEMO: "false" },
      });
    }, 180_000);
    afterAll(async () => {
      await second?.stop();
    });

    it("record the same webhook, received by both at once, once", async () => {
      const stay = await confirmedStay();
      const txRef = await checkoutFor(stay.token);
      standIn.behaviour.webhook = "never";
      await standIn.complete(txRef, "pay");
      const tx = standIn.transactions.get(txRef)!;
      const body = JSON.stringify({ event_type: "checkout.payment", tx_ref: txRef, status: "success", amount: tx.request.amount, currency: tx.request.currency, created_at: tx.createdAt, updated_at: tx.completedAt });
      const signature = signWebhook(body, standIn.webhookSecret);
      const send = (base: string) => fetch(`${base}${WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": "application/json", signature }, body }).then((r) => r.status);
      const statuses = await Promise.all([send(server.url), send(second.url), send(server.url), send(second.url)]);
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["paid"]);
      expect((await emailsTo(stay.email)).filter((email) => email.kind === "deposit-receipt")).toHaveLength(1);
    });
  });
});
