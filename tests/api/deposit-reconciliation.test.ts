import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signWebhook, WEBHOOK_FRESH_FOR_MS } from "~/features/payments/paychangu-client.server";
import { FIRST_CHECK_AFTER_MS, GIVE_UP_AFTER_MS } from "~/features/payments/pending-checkouts.server";
import { api, loginAsStaff } from "../support/api-client";
import { depositStays, newDepositRoomType, standInEnv, waitFor, WEBHOOK_PATH } from "../support/deposit-stays";
import { withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";
import { type PaychanguStandIn, startPaychanguStandIn } from "../support/paychangu-stand-in";

const MINUTE = 60_000;

/**
 * Money that reaches PayChangu by another way than the guest's return and a timely webhook
 * (docs/decisions/069-pending-checkouts.md): stale webhooks are refused; checkouts nobody came
 * back from are asked about and recorded, or closed when abandoned; payments a stay does not
 * need (it was cancelled, or its deposit was paid through another checkout) are owed back.
 * Two instances on one database, each running its round every second, on both engines.
 */
describe.each(["sqlite", "postgres"] as const)("deposits reconciled on %s", (engine) => {
  let standIn: PaychanguStandIn;
  let first: RunningServer;
  let second: RunningServer;
  let staff: string;
  let roomTypeId: number;
  let hotelEmail: string;

  beforeAll(async () => {
    standIn = await startPaychanguStandIn();
    const env = {
      ...standInEnv(standIn),
      RATE_LIMITS: JSON.stringify({
        publicForms: { limit: 10_000, windowSeconds: 600 },
        acknowledgementsPerRecipient: { limit: 10_000, windowSeconds: 3600 },
        depositCheckoutsPerStay: { limit: 100, windowSeconds: 3600 },
        depositCheckoutsPerAddress: { limit: 1000, windowSeconds: 600 },
      }),
      SEED_DEMO: "false",
      DEPOSIT_DEADLINE_SECONDS: "1",
    };
    first = await startServer({ engine, env });
    second = await startServer({ engine, env, shareWith: { dataDir: first.dataDir, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}) } });
    standIn.setWebhookUrl(`${first.url}${WEBHOOK_PATH}`);
    staff = await loginAsStaff(first.url);
    roomTypeId = await newDepositRoomType(first.url, staff, 20, "Reconciled Suite");
    // "Release the room": a stay paid without a webhook must be recorded before it could be released.
    const saved = await api(first.url, "/api/settings", {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ depositPolicy: 2, depositPercent: 30, depositPayWithinHours: 48, depositAfterDeadline: 1, depositRefundableDays: 7, refundPaidWithinDays: 10 }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // What guests are promised is a setting, never "within 0 days".
    const never = await api(first.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ refundPaidWithinDays: 0 }) });
    expect(never.status).toBe(422);
    expect(JSON.stringify(never.body)).toContain("from 1 to 90");
    hotelEmail = saved.body.data.email;
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await standIn?.close();
  });

  beforeEach(() => standIn.reset());

  const { emailsTo, ledger, confirmedStay } = depositStays(() => ({ server: first, staff, roomTypeId }));
  const ofKind = async (to: string, kind: string, reference?: string) =>
    (await emailsTo(to)).filter((email) => email.kind === kind && (reference === undefined || email.subject.includes(reference)));
  /** Moves a ledger line's creation back in time, as if the checkout had been opened `ms` ago. */
  const openedAgo = (txRef: string, ms: number) =>
    withServerDatabase(first, (db) => db.updateTable("stay_payments").set({ created_at: new Date(Date.now() - ms).toISOString() }).where("tx_ref", "=", txRef).execute());

  /** "Pay the deposit" on the stay's page: answers the checkout's tx_ref. */
  async function openCheckout(token: string): Promise<string> {
    const before = standIn.state.checkoutsCreated;
    const res = await fetch(`${first.url}/booking/deposit/pay/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: first.url },
      body: new URLSearchParams({ currency: "MWK" }).toString(),
      redirect: "manual",
    });
    await res.arrayBuffer();
    expect(res.status).toBe(303);
    expect(standIn.state.checkoutsCreated).toBe(before + 1);
    return standIn.lastTransaction()!.request.tx_ref;
  }

  async function postWebhook(body: string, signature = signWebhook(body, standIn.webhookSecret)) {
    const res = await fetch(`${first.url}${WEBHOOK_PATH}`, { method: "POST", headers: { "content-type": "application/json", Signature: signature }, body });
    return { status: res.status, body: (await res.json()) as { message: string } };
  }

  async function cancelByLink(token: string) {
    const res = await fetch(`${first.url}/booking/cancel/${token}`, {
      method: "POST",
      body: new URLSearchParams(),
      headers: { origin: first.url, "content-type": "application/x-www-form-urlencoded" },
    });
    await res.arrayBuffer();
    expect(res.status).toBeLessThan(400);
  }

  /**
   * Later rounds, seen rather than slept through: a marker checkout falls due, and is asked about
   * only by a round whose look at the pending checkouts came after everything done before it.
   */
  async function laterRounds(count = 2) {
    for (let k = 1; k <= count; k += 1) {
      const marker = await confirmedStay();
      const markerTx = await openCheckout(marker.token);
      await openedAgo(markerTx, FIRST_CHECK_AFTER_MS + MINUTE);
      await waitFor(`a later round (${k})`, async () => standIn.verificationsOf(markerTx) >= 1);
    }
  }

  it("refuses a correctly signed webhook whose time is past PayChangu's retries, ahead of ours, or missing, and takes a fresh one", async () => {
    const stay = await confirmedStay();
    const txRef = await openCheckout(stay.token);
    standIn.behaviour.webhook = "never";
    await standIn.complete(txRef, "pay");
    const event = (at: string | null) =>
      JSON.stringify({ event_type: "checkout.payment", tx_ref: txRef, status: "success", amount: 72_000, currency: "MWK", ...(at === null ? {} : { created_at: at, updated_at: at }) });
    const stale = await postWebhook(event(new Date(Date.now() - WEBHOOK_FRESH_FOR_MS - 5 * MINUTE).toISOString()));
    expect(stale.status).toBe(400);
    const ahead = await postWebhook(event(new Date(Date.now() + 60 * MINUTE).toISOString()));
    expect(ahead.status).toBe(400);
    const timeless = await postWebhook(event(null));
    expect(timeless.status).toBe(400);
    // None of them asked PayChangu or changed the ledger.
    expect(standIn.verificationsOf(txRef)).toBe(0);
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["pending"]);
    // A retry 90 minutes late (PayChangu's third) is still taken.
    const lateRetry = await postWebhook(event(new Date(Date.now() - 90 * MINUTE).toISOString()));
    expect(lateRetry).toMatchObject({ status: 200, body: { message: "paid" } });
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["paid"]);
  });

  it("records a payment whose webhook never came and whose guest never returned, before the deadline could release the room, once across two instances", async () => {
    const stay = await confirmedStay({ language: "ny" });
    const txRef = await openCheckout(stay.token);
    standIn.behaviour.webhook = "never";
    await standIn.complete(txRef, "pay");
    // A fresh checkout is left alone while the guest may still be on PayChangu's page.
    await laterRounds();
    expect(standIn.verificationsOf(txRef)).toBe(0);
    // Eleven minutes on, and past its time to pay: the round asks PayChangu first, then judges.
    await openedAgo(txRef, FIRST_CHECK_AFTER_MS + MINUTE);
    await withServerDatabase(first, (db) => db.updateTable("reservations").set({ deposit_due_by: new Date(Date.now() - MINUTE).toISOString() }).where("id", "=", stay.id).execute());
    const paid = await waitFor("the pending checkout to be found paid", async () => (await ledger(stay.id)).find((line) => line.status === "paid"));
    expect(paid).toMatchObject({ tx_ref: txRef, provider_method: "Mobile Money · Airtel Money" });
    expect(paid.checked_at).not.toBeNull();
    // Later rounds of two instances: asked once, one receipt in the guest's language, the stay kept.
    await laterRounds();
    expect(standIn.verificationsOf(txRef)).toBe(1);
    const receipts = await ofKind(stay.email, "deposit-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain("Dipoziti yalandiridwa");
    const row = await withServerDatabase(first, (db) => db.selectFrom("reservations").select(["status"]).where("id", "=", stay.id).executeTakeFirstOrThrow());
    expect(row.status).toBe("confirmed");
    expect(await ofKind(stay.email, "deposit-released")).toHaveLength(0);
  });

  it("asks again an hour later about a checkout still unpaid, and closes it as abandoned after two days", async () => {
    const stay = await confirmedStay();
    const txRef = await openCheckout(stay.token);
    await openedAgo(txRef, FIRST_CHECK_AFTER_MS + MINUTE);
    await waitFor("a first question", async () => standIn.verificationsOf(txRef) === 1);
    await laterRounds();
    expect(standIn.verificationsOf(txRef)).toBe(1);
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["pending"]);
    // Two days on: asked once more, and closed.
    await openedAgo(txRef, GIVE_UP_AFTER_MS + MINUTE);
    await withServerDatabase(first, (db) => db.updateTable("stay_payments").set({ checked_at: new Date(Date.now() - 61 * MINUTE).toISOString() }).where("tx_ref", "=", txRef).execute());
    const closed = await waitFor("the abandoned checkout to be closed", async () => (await ledger(stay.id)).find((line) => line.status === "failed"));
    expect(closed.note).toContain("Abandoned");
    expect(standIn.verificationsOf(txRef)).toBe(2);
    // The guest may still pay: a new checkout is opened as before.
    expect(await openCheckout(stay.token)).not.toBe(txRef);
  });

  it("owes back a deposit paid after the stay was cancelled: recorded, one refund due, staff told, the guest's receipt says it comes back", async () => {
    const stay = await confirmedStay();
    const txRef = await openCheckout(stay.token);
    await cancelByLink(stay.token);
    standIn.behaviour.webhook = "before-redirect";
    await standIn.complete(txRef, "pay");
    const lines = await ledger(stay.id);
    expect(lines.map((line) => [line.kind, line.status])).toEqual([
      ["deposit", "paid"],
      ["refund", "due"],
    ]);
    expect(lines[1]).toMatchObject({ amount: 72_000, currency: "MWK", refund_of: lines[0]!.id, note: "Paid after the stay was cancelled" });
    const receipt = (await ofKind(stay.email, "deposit-receipt"))[0]!;
    expect(receipt.text_body).toContain(`Reservation ${stay.reference} was cancelled before this payment reached us`);
    expect(receipt.text_body).toContain("within 10 days");
    expect(receipt.text_body).not.toContain("Balance due at the hotel");
    expect(await ofKind(hotelEmail, "deposit-refund-due-staff", stay.reference)).toHaveLength(1);
    const staffNote = (await ofKind(hotelEmail, "deposit-paid-staff", stay.reference))[0]!;
    expect(staffNote.text_body).toContain("This payment arrived after the stay was cancelled");
    // A replay of the webhook adds nothing.
    standIn.behaviour.webhookTimes = 2;
    await standIn.sendWebhook(txRef);
    expect((await ledger(stay.id)).length).toBe(2);
    expect(await ofKind(hotelEmail, "deposit-refund-due-staff", stay.reference)).toHaveLength(1);
  });

  it("owes back the second of two checkouts a guest paid for one stay, in their language", async () => {
    const stay = await confirmedStay({ language: "ny" });
    const firstTx = await openCheckout(stay.token);
    const secondTx = await openCheckout(stay.token);
    standIn.behaviour.webhook = "before-redirect";
    await standIn.complete(firstTx, "pay");
    await standIn.complete(secondTx, "pay");
    const lines = await ledger(stay.id);
    expect(lines.map((line) => [line.kind, line.status, line.tx_ref])).toEqual([
      ["deposit", "paid", firstTx],
      ["deposit", "paid", secondTx],
      ["refund", "due", null],
    ]);
    expect(lines[2]).toMatchObject({ refund_of: lines[1]!.id, amount: 72_000, note: "Deposit paid twice" });
    const receipts = await ofKind(stay.email, "deposit-receipt");
    expect(receipts).toHaveLength(2);
    expect(receipts[0]!.text_body).not.toContain("sakufunika");
    expect(receipts[1]!.text_body).toContain("malipiro achiwiriwa sakufunika");
    const staffRefund = await ofKind(hotelEmail, "deposit-refund-due-staff", stay.reference);
    expect(staffRefund).toHaveLength(1);
    expect(staffRefund[0]!.text_body).toContain("paid the deposit twice");
    // The stay's ledger as staff read it: the balance counts one deposit once the refund is paid.
    const read = await api(first.url, `/api/reservations/${stay.id}/payments`, { token: staff });
    expect(read.body.data).toMatchObject({ total: 240_000, paid: 144_000 });
    const refunded = await api(first.url, `/api/reservations/${stay.id}/refunds/${lines[2]!.id}/paid`, { method: "POST", token: staff, body: JSON.stringify({ method: "paychangu", note: "Refunded in the dashboard" }) });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data).toMatchObject({ balance: 168_000 });
  });
});
