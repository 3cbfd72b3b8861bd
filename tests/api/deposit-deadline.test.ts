import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { paymentsWords } from "~/features/payments/payments-words";
import { limitsWords } from "~/platform/limits/limits-words";
import { actOnDepositDeadlines } from "~/features/payments/deposit-deadlines.server";
import { checkoutThrottleWords } from "~/features/payments/checkout-throttle.server";
import { api, loginAsStaff } from "../support/api-client";
import { depositStays, newDepositRoomType, standInEnv, waitFor, WEBHOOK_PATH } from "../support/deposit-stays";
import { withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";
import { type PaychanguStandIn, startPaychanguStandIn } from "../support/paychangu-stand-in";


/**
 * What happens when a deposit's time to pay passes (docs/decisions/068-deposit-deadlines.md), and
 * the checkouts' budgets: two instances on one database, each looking every second, on both engines.
 */
describe.each(["sqlite", "postgres"] as const)("deposit deadlines on %s", (engine) => {
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
      // Each test request names its own address, so the budgets below are the only ones met.
      TRUST_PROXY: "127.0.0.1",
      RATE_LIMITS: JSON.stringify({
        publicForms: { limit: 10_000, windowSeconds: 600 },
        acknowledgementsPerRecipient: { limit: 10_000, windowSeconds: 3600 },
        depositCheckoutsPerStay: { limit: 2, windowSeconds: 3600 },
        depositCheckoutsPerAddress: { limit: 3, windowSeconds: 600 },
      }),
      SEED_DEMO: "false",
      DEPOSIT_DEADLINE_SECONDS: "1",
    };
    first = await startServer({ engine, env });
    second = await startServer({ engine, env, shareWith: { dataDir: first.dataDir, ...(first.databaseUrl ? { databaseUrl: first.databaseUrl } : {}) } });
    standIn.setWebhookUrl(`${first.url}${WEBHOOK_PATH}`);
    staff = await loginAsStaff(first.url);
    roomTypeId = await newRoomType(20);
    const saved = await api(first.url, "/api/settings", {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ depositPolicy: 2, depositPercent: 30, depositPayWithinHours: 48, depositAfterDeadline: 0, exchangeRateMwkPerUsd: 1750 }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    hotelEmail = saved.body.data.email;
  }, 180_000);

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await standIn?.close();
  });

  const { emailsTo, confirmedStay } = depositStays(() => ({ server: first, staff, roomTypeId }));
  const newRoomType = (inventory: number) => newDepositRoomType(first.url, staff, inventory, "Deadline Suite");
  const stayRow = (id: number) =>
    withServerDatabase(first, (db) =>
      db.selectFrom("reservations").select(["status", "deposit_due_by", "deposit_reminded_at", "deposit_staff_told_at", "cancel_reason"]).where("id", "=", id).executeTakeFirstOrThrow(),
    );
  /** The time to pay ran out a minute ago. */
  const pastDue = (id: number) =>
    withServerDatabase(first, (db) => db.updateTable("reservations").set({ deposit_due_by: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", id).execute());
  /**
   * Later rounds, seen rather than slept through: two marker stays fall due one after the other,
   * and each is acted on (reminded, or released) only by a round that also saw everything before it.
   */
  const rounds = async () => {
    for (const k of [1, 2]) {
      const marker = await confirmedStay();
      await pastDue(marker.id);
      await waitFor(`a later round (${k})`, async () => {
        const row = await stayRow(marker.id);
        return row.deposit_reminded_at !== null || row.status === "cancelled";
      });
    }
  };

  /** The stay page's "Pay the deposit" from `address`. */
  async function pressPay(token: string, address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`) {
    const res = await fetch(`${first.url}/booking/deposit/pay/${token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: first.url, "x-forwarded-for": address },
      body: new URLSearchParams({ currency: "MWK" }).toString(),
      redirect: "manual",
    });
    return { status: res.status, location: res.headers.get("location") ?? "", retryAfter: res.headers.get("retry-after"), html: await res.text() };
  }

  const ofKind = async (to: string, kind: string) => (await emailsTo(to)).filter((email) => email.kind === kind);

  it("reminds the guest once in their language, then tells the reservations address once", async () => {
    const stay = await confirmedStay({ language: "ny" });
    await pastDue(stay.id);
    const [reminder] = await waitFor("the reminder", async () => {
      const found = await ofKind(stay.email, "deposit-reminder");
      return found.length > 0 && found;
    });
    expect(reminder!.subject).toContain("Chikumbutso");
    expect(reminder!.text_body).toContain("MWK 72,000");
    // Its own link to the stay's page, in Chichewa, where the deposit is paid.
    const link = new RegExp(`${first.url.replace(/[.:/]/g, "\\$&")}/ny/booking/cancel/([A-Za-z0-9_-]+)`).exec(reminder!.text_body);
    expect(link, reminder!.text_body).not.toBeNull();
    expect(link![1]).not.toBe(stay.token);
    const page = await fetch(link![0]);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(paymentsWords.t("ny", "depositPayIn", { amount: "MWK 72,000" }));
    // A second time to pay, as long as the first.
    const after = await stayRow(stay.id);
    expect(after.status).toBe("confirmed");
    expect(Date.parse(after.deposit_due_by!) - Date.parse(after.deposit_reminded_at!)).toBe(48 * 3_600_000);
    await rounds();
    expect(await ofKind(stay.email, "deposit-reminder")).toHaveLength(1);
    expect((await ofKind(hotelEmail, "deposit-unpaid-staff")).filter((email) => email.subject.includes(stay.reference))).toHaveLength(0);

    // The second time passes too: the reservations address is told, once; the stay stays confirmed.
    await pastDue(stay.id);
    await waitFor("the note to staff", async () => (await ofKind(hotelEmail, "deposit-unpaid-staff")).some((email) => email.subject.includes(stay.reference)));
    await rounds();
    const notes = (await ofKind(hotelEmail, "deposit-unpaid-staff")).filter((email) => email.subject.includes(stay.reference));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text_body).toContain(stay.email);
    expect(await ofKind(stay.email, "deposit-reminder")).toHaveLength(1);
    expect((await stayRow(stay.id)).status).toBe("confirmed");
  }, 90_000);

  it("acts once per stay with two instances looking every second (and, on PostgreSQL, four more rounds at once)", async () => {
    const stays = await Promise.all([0, 1, 2, 3, 4].map(() => confirmedStay()));
    for (const stay of stays) await pastDue(stay.id);
    // On PostgreSQL, four more rounds on connections of their own, all at once, racing the two
    // servers' own. (Not on SQLite: its driver is synchronous, so several handles in one process
    // wait on each other's locks with the event loop stopped; each server is a process of its own.)
    if (engine === "postgres") {
      const extra = await Promise.all([0, 1, 2, 3].map(() => withServerDatabase(first, (db) => actOnDepositDeadlines(db, { PUBLIC_URL: undefined }))));
      expect(extra.reduce((sum, round) => sum + round.reminded, 0)).toBeLessThanOrEqual(stays.length);
    }
    for (const stay of stays) await waitFor(`the reminder of ${stay.reference}`, async () => (await ofKind(stay.email, "deposit-reminder")).length > 0);
    await rounds();
    for (const stay of stays) expect(await ofKind(stay.email, "deposit-reminder"), stay.reference).toHaveLength(1);
  }, 90_000);

  it("never touches a stay whose deposit is paid, waived, or that is no longer confirmed", async () => {
    const paid = await confirmedStay();
    const pressed = await pressPay(paid.token);
    expect(pressed.status).toBe(303);
    const txRef = standIn.lastTransaction()!.request.tx_ref;
    await fetch(await standIn.complete(txRef, "pay"));
    const waived = await confirmedStay();
    await withServerDatabase(first, (db) => db.updateTable("reservations").set({ deposit_due: 0 }).where("id", "=", waived.id).execute());
    const cancelled = await confirmedStay();
    const cancel = await api(first.url, `/api/reservations/${cancelled.id}/cancel`, { method: "POST", token: staff });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const control = await confirmedStay();
    for (const stay of [paid, waived, cancelled, control]) await pastDue(stay.id);
    await waitFor("the control stay's reminder", async () => (await ofKind(control.email, "deposit-reminder")).length > 0);
    await rounds();
    for (const stay of [paid, waived, cancelled]) {
      const emails = await emailsTo(stay.email);
      expect(emails.filter((email) => email.kind.startsWith("deposit-re")).map((email) => email.kind), stay.reference).toEqual(stay === paid ? ["deposit-receipt"] : []);
      expect((await stayRow(stay.id)).deposit_reminded_at, stay.reference).toBeNull();
    }
    expect((await stayRow(paid.id)).status).toBe("confirmed");
  }, 90_000);

  it("with \"release the room\": cancels the unpaid stay, frees its room and tells guest and staff", async () => {
    const single = await newRoomType(1);
    const arrival = addDays(hotelDate(), 30 + Math.floor(Math.random() * 100));
    const free = async () =>
      ((await api(first.url, `/api/availability?arrival=${arrival}&departure=${addDays(arrival, 3)}&adults=1&roomType=${single}`)).body.roomTypes[0].nights as { roomsFree: number }[]).map(
        (night) => night.roomsFree,
      );
    const stay = await confirmedStay({ roomType: single, arrival });
    expect(await free()).toEqual([0, 0, 0]);
    const switched = await api(first.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ depositAfterDeadline: 1 }) });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    try {
      await pastDue(stay.id);
      await waitFor("the release", async () => (await stayRow(stay.id)).status === "cancelled");
      expect(await stayRow(stay.id)).toMatchObject({ status: "cancelled", cancel_reason: "deposit-unpaid" });
      expect(await free()).toEqual([1, 1, 1]);
      await rounds();
      const told = await ofKind(stay.email, "deposit-released");
      expect(told).toHaveLength(1);
      expect(told[0]!.text_body).toContain(stay.reference);
      expect((await ofKind(hotelEmail, "deposit-released-staff")).filter((email) => email.subject.includes(stay.reference))).toHaveLength(1);
      expect(await ofKind(stay.email, "deposit-reminder")).toHaveLength(0);
      // The stay's links now say it was cancelled, and offer no payment.
      const page = await fetch(`${first.url}/booking/cancel/${stay.token}`);
      expect(await page.text()).not.toContain(paymentsWords.t("en", "depositPayIn", { amount: "MWK 72,000" }));
    } finally {
      await api(first.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ depositAfterDeadline: 0 }) });
    }
  }, 90_000);

  it("holds deposit checkouts to a budget per stay and per address: 429 with Retry-After", async () => {
    const stay = await confirmedStay();
    expect((await pressPay(stay.token)).status).toBe(303);
    expect((await pressPay(stay.token)).status).toBe(303);
    const refused = await pressPay(stay.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.html).toContain(limitsWords.t("en", "tooManyAttempts", { seconds: refused.retryAfter! }));
    expect(refused.html).toContain(`href="/booking/cancel/${stay.token}"`);
    expect(refused.html).toContain(checkoutThrottleWords.t("en", "backToStay").replace(/'/g, "&#39;"));

    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const others = await Promise.all([0, 1, 2, 3].map(() => confirmedStay()));
    for (const other of others.slice(0, 3)) expect((await pressPay(other.token, address)).status).toBe(303);
    const fourth = await pressPay(others[3]!.token, address);
    expect(fourth.status).toBe(429);
    expect(fourth.retryAfter).not.toBeNull();
    // Another address still gets its turn for that stay.
    expect((await pressPay(others[3]!.token)).status).toBe(303);
  }, 90_000);
});
