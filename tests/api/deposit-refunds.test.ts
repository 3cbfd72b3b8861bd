import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api, createMember, loginAsStaff } from "../support/api-client";
import { SHARED_SERVER_RATE_LIMITS } from "../support/api-global-setup";
import { depositStays, newDepositRoomType, standInEnv, WEBHOOK_PATH } from "../support/deposit-stays";
import { withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";
import { type PaychanguStandIn, startPaychanguStandIn } from "../support/paychangu-stand-in";


/**
 * Refunds of a paid deposit on cancellation and staff's changes to one stay's deposit
 * (DECISIONS §12, docs/decisions/067-deposit-refunds.md), against the PayChangu stand-in, on both
 * engines. PayChangu documents no refund API: a refund within the terms is recorded `due` for
 * staff to pay back, the guest is told how, and the stand-in is never asked for one.
 */
describe.each(["sqlite", "postgres"] as const)("deposit refunds on %s", (engine) => {
  let standIn: PaychanguStandIn;
  let server: RunningServer;
  let staff: string;
  let roomTypeId: number;
  let reservationsAddress: string;

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
    roomTypeId = await newDepositRoomType(server.url, staff, 30, "Refund Suite");
    const saved = await api(server.url, "/api/settings", {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ depositPolicy: 2, depositPercent: 30, depositPayWithinHours: 48, depositRefundableDays: 7 }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    reservationsAddress = (await api(server.url, "/api/settings")).body.data.email;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  beforeEach(() => standIn.reset());

  const stays = depositStays(() => ({ server, staff, roomTypeId }));
  const { emailsTo, ledger } = stays;
  const auditOf = (reservationId: number) =>
    withServerDatabase(server, (db) => db.selectFrom("audit_log").select(["action", "subject_label", "actor_email"]).where("subject_type", "=", "reservations").where("subject_id", "=", reservationId).orderBy("id").execute());
  const staffGet = (id: number) => api(server.url, `/api/reservations/${id}/payments`, { token: staff });

  /** A confirmed stay of 3 nights at MWK 80,000 (MWK 240,000; a 30 % deposit of MWK 72,000), `daysAhead` days from today. */
  const confirmedStay = (daysAhead: number, language: "en" | "ny" = "en") => stays.confirmedStay({ daysAhead, language });

  /** The guest pays the deposit on PayChangu's checkout (the stand-in), as deposits.test.ts does. */
  async function payDeposit(stay: { token: string; id: number; language: "en" | "ny" }) {
    const prefix = stay.language === "ny" ? "/ny" : "";
    const pressed = await fetch(`${server.url}${prefix}/booking/deposit/pay/${stay.token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ currency: "MWK" }).toString(),
      redirect: "manual",
    });
    await pressed.arrayBuffer();
    expect(pressed.status).toBe(303);
    const txRef = standIn.lastTransaction()!.request.tx_ref;
    standIn.behaviour.webhook = "never";
    const back = await standIn.complete(txRef, "pay");
    await (await fetch(back, { redirect: "manual" })).arrayBuffer();
    expect((await ledger(stay.id)).filter((line) => line.kind === "deposit").map((line) => line.status)).toContain("paid");
    return txRef;
  }

  /** The guest presses "Cancel" on their stay's page; answers the page. */
  async function cancelByLink(stay: { token: string; language: "en" | "ny" }) {
    const prefix = stay.language === "ny" ? "/ny" : "";
    const res = await fetch(`${server.url}${prefix}/booking/cancel/${stay.token}`, {
      method: "POST",
      body: new URLSearchParams(),
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
    });
    return { status: res.status, html: await res.text() };
  }

  const cancelledEmail = async (email: string) => (await emailsTo(email)).find((sent) => sent.kind === "reservation-cancelled");
  const refundDueStaffEmails = async (reference: string) => (await emailsTo(reservationsAddress)).filter((sent) => sent.kind === "deposit-refund-due-staff" && sent.subject.includes(reference));

  it("owes the deposit back when the guest cancels within the terms: one refund due, staff told, the guest told how (en)", async () => {
    const stay = await confirmedStay(30);
    await payDeposit(stay);
    const page = await cancelByLink(stay);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Your deposit of MWK 72,000 will be refunded: our staff will send it back to your Airtel Money within 14 days");
    const lines = await ledger(stay.id);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ kind: "refund", status: "due", amount: 72_000, currency: "MWK", amount_mwk: 72_000, refund_of: lines[0]!.id, provider_method: "Mobile Money · Airtel Money" });
    // PayChangu offers no refund API: the stand-in was asked for nothing but the checkout and its verification.
    expect(standIn.requests.filter((r) => /refund/i.test(r.path))).toEqual([]);
    expect((await cancelledEmail(stay.email))!.text_body).toContain("Your deposit of MWK 72,000 will be refunded: our staff will send it back to your Airtel Money within 14 days");
    const toStaff = await refundDueStaffEmails(stay.reference);
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.text_body).toContain("Refund due: MWK 72,000");
    expect(toStaff[0]!.text_body).toContain("Initiate Refund");
    // A due refund does not count yet: the balance is still the total less the deposit.
    const before = await staffGet(stay.id);
    expect(before.body.data).toMatchObject({ total: 240_000, paid: 72_000, refunded: 0, balance: 168_000 });
    expect(before.body.data.lines[1]).toMatchObject({ kind: "refund", status: "due", refundOf: lines[0]!.id });
    // The page opened again says the same.
    const again = await fetch(`${server.url}/booking/cancel/${stay.token}`);
    expect(await again.text()).toContain("Your deposit of MWK 72,000 will be refunded");
  });

  it("tells a guest who booked in Chichewa, in Chichewa, and staff mark the refund paid once", async () => {
    const stay = await confirmedStay(40, "ny");
    await payDeposit(stay);
    const page = await cancelByLink(stay);
    expect(page.html).toContain("Dipoziti yanu ya MWK 72,000 idzabwezedwa: ogwira ntchito athu adzaitumiza ku Airtel Money yanu pasanathe masiku 14");
    const email = await cancelledEmail(stay.email);
    expect(email!.text_body).toContain("Dipoziti yanu ya MWK 72,000 idzabwezedwa");
    expect(email!.text_body).not.toContain("Your deposit");

    const refund = (await ledger(stay.id)).find((line) => line.kind === "refund")!;
    const bad = await api(server.url, `/api/reservations/${stay.id}/refunds/${refund.id}/paid`, { method: "POST", token: staff, body: JSON.stringify({ method: "cheque" }) });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.method).toBeDefined();
    const paid = await api(server.url, `/api/reservations/${stay.id}/refunds/${refund.id}/paid`, {
      method: "POST",
      token: staff,
      body: JSON.stringify({ method: "mobile_money", note: "Sent to 0991 234 567" }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ paid: 72_000, refunded: 72_000, balance: 240_000 });
    expect(paid.body.data.lines[1]).toMatchObject({ kind: "refund", status: "paid", method: "mobile_money" });
    expect(paid.body.data.lines[1].note).toContain("Sent to 0991 234 567");
    const twice = await api(server.url, `/api/reservations/${stay.id}/refunds/${refund.id}/paid`, { method: "POST", token: staff, body: JSON.stringify({ method: "cash" }) });
    expect(twice.status).toBe(409);
    // Another stay's refund id on this stay, or a deposit line, is not a refund of this stay.
    expect((await api(server.url, `/api/reservations/${stay.id}/refunds/${refund.refund_of}/paid`, { method: "POST", token: staff, body: JSON.stringify({ method: "cash" }) })).status).toBe(404);
    expect((await auditOf(stay.id)).map((entry) => entry.subject_label)).toContain(`${stay.reference} refund MWK 72,000 paid mobile_money`);
  });

  it("refunds once when the cancellation is pressed twice and staff cancel at the same moment", async () => {
    const stay = await confirmedStay(50);
    await payDeposit(stay);
    const results = await Promise.all([
      cancelByLink(stay),
      cancelByLink(stay),
      api(server.url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: staff }),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect((await ledger(stay.id)).filter((line) => line.kind === "refund")).toHaveLength(1);
    expect(await refundDueStaffEmails(stay.reference)).toHaveLength(1);
    expect((await emailsTo(stay.email)).filter((sent) => sent.kind === "reservation-cancelled")).toHaveLength(1);
    // And afterwards, too.
    expect((await api(server.url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: staff })).status).toBe(409);
    expect((await ledger(stay.id)).filter((line) => line.kind === "refund")).toHaveLength(1);
  });

  it("owes the deposit back when staff cancel for the guest within the terms", async () => {
    const stay = await confirmedStay(20);
    await payDeposit(stay);
    const cancelled = await api(server.url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: staff });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await ledger(stay.id)).filter((line) => line.kind === "refund").map((line) => line.status)).toEqual(["due"]);
    expect((await cancelledEmail(stay.email))!.text_body).toContain("will be refunded");
  });

  it("keeps the deposit when the stay is cancelled later than the terms allow, and says so (en and ny)", async () => {
    for (const language of ["en", "ny"] as const) {
      const stay = await confirmedStay(3, language);
      await payDeposit(stay);
      const page = await cancelByLink(stay);
      expect(page.status).toBe(200);
      expect((await ledger(stay.id)).filter((line) => line.kind === "refund")).toEqual([]);
      expect(await refundDueStaffEmails(stay.reference)).toEqual([]);
      const text = (await cancelledEmail(stay.email))!.text_body;
      if (language === "en") {
        expect(text).toContain("As you cancelled less than 7 days before your arrival, the deposit of MWK 72,000 is kept");
        expect(page.html).toContain("the deposit of MWK 72,000 is kept");
      } else {
        expect(text).toContain("Popeza mwaletsa patatsala masiku osakwana 7 kuti mufike, dipoziti ya MWK 72,000 sibwezedwa");
        expect(page.html).toContain("dipoziti ya MWK 72,000 sibwezedwa");
      }
      expect((await staffGet(stay.id)).body.data).toMatchObject({ paid: 72_000, refunded: 0, balance: 168_000 });
    }
  });

  it("says nothing of a deposit when none was paid", async () => {
    const stay = await confirmedStay(30);
    await cancelByLink(stay);
    expect(await ledger(stay.id)).toEqual([]);
    const text = (await cancelledEmail(stay.email))!.text_body;
    expect(text).not.toContain("deposit");
  });

  it("lets staff change one stay's deposit with a reason: the checkout asks for the new amount and the balance follows the ledger", async () => {
    const stay = await confirmedStay(60);
    const noReason = await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", token: staff, body: JSON.stringify({ amount: 50_000, reason: "  " }) });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason[0]).toBe("Please say why the deposit is changed");
    const tooMuch = await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", token: staff, body: JSON.stringify({ amount: 240_001, reason: "Typo" }) });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount[0]).toBe("The deposit cannot be more than the stay's total of MWK 240,000");
    const changed = await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", token: staff, body: JSON.stringify({ amount: 50_000, reason: "Agreed with the guest by phone" }) });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ depositDue: 50_000, paid: 0, balance: 240_000 });
    expect((await auditOf(stay.id)).map((entry) => entry.subject_label)).toContain(`${stay.reference} deposit MWK 72,000 → MWK 50,000: Agreed with the guest by phone`);
    await payDeposit(stay);
    expect(standIn.lastTransaction()!.request).toMatchObject({ amount: 50_000, currency: "MWK" });
    expect((await staffGet(stay.id)).body.data).toMatchObject({ depositDue: 50_000, paid: 50_000, balance: 190_000 });
    // Paid: no more changes.
    const late = await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", token: staff, body: JSON.stringify({ amount: 0, reason: "Too late" }) });
    expect(late.status).toBe(409);
    expect((await staffGet(stay.id)).body.data.depositDue).toBe(50_000);
  });

  it("lets staff waive a deposit: an open checkout is closed, the guest is not asked to pay, the balance is the whole stay", async () => {
    const stay = await confirmedStay(70);
    const pressed = await fetch(`${server.url}/booking/deposit/pay/${stay.token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ currency: "MWK" }).toString(),
      redirect: "manual",
    });
    await pressed.arrayBuffer();
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["pending"]);
    const waived = await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", token: staff, body: JSON.stringify({ amount: 0, reason: "Ambassador's guest" }) });
    expect(waived.status, JSON.stringify(waived.body)).toBe(200);
    expect(waived.body.message).toBe(`Deposit waived for ${stay.reference}`);
    expect(waived.body.data).toMatchObject({ depositDue: 0, paid: 0, balance: 240_000 });
    expect((await ledger(stay.id)).map((line) => line.status)).toEqual(["failed"]);
    expect((await auditOf(stay.id)).map((entry) => entry.subject_label)).toContain(`${stay.reference} deposit MWK 72,000 waived: Ambassador's guest`);
    const payAgain = await fetch(`${server.url}/booking/deposit/pay/${stay.token}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ currency: "MWK" }).toString(),
      redirect: "manual",
    });
    await payAgain.arrayBuffer();
    expect(payAgain.status).toBe(303);
    expect(await ledger(stay.id)).toHaveLength(1);
  });

  it("refuses the deposit and refund routes to guests and members, and lists them in the API's description", async () => {
    const stay = await confirmedStay(80);
    const member = await createMember(server.url);
    const body = JSON.stringify({ amount: 0, reason: "Please" });
    expect((await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", body })).status).toBe(401);
    expect((await api(server.url, `/api/reservations/${stay.id}/deposit`, { method: "POST", token: member.token, body })).status).toBe(403);
    expect((await api(server.url, `/api/reservations/${stay.id}/refunds/1/paid`, { method: "POST", token: member.token, body: JSON.stringify({ method: "cash" }) })).status).toBe(403);
    expect((await staffGet(stay.id)).body.data.depositDue).toBe(72_000);
    const openapi = await api(server.url, "/api/openapi.json");
    expect(Object.keys(openapi.body.paths)).toEqual(expect.arrayContaining(["/api/reservations/{id}/deposit", "/api/reservations/{id}/refunds/{refundId}/paid"]));
  });
});
