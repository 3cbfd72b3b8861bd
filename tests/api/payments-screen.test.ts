import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { api, createMember, loginAsStaff } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";

const MAY = "from=2031-05-01&to=2031-05-31";

/**
 * The Payments screen over real HTTP on both engines (docs/decisions/066-payments-screen.md):
 * ledger lines either side of Lilongwe's midnight (UTC+2), worked out by hand below, read back
 * from GET /api/payments, its CSV and the screen. Online lines are written as the PayChangu
 * verification writes them (PayChangu is not called from a test); a desk payment goes through the API.
 *
 *   A deposit 100,000 paid  1 May 21:30 UTC =  1 May 23:30 in Lilongwe
 *   B deposit  60,000 paid  1 May 22:10 UTC =  2 May 00:10
 *   C deposit  70,000 failed, created 2 May 08:00 UTC
 *   D refund   20,000 paid  2 May 12:00 UTC
 *   E desk     45,000 card, paid 2 May 13:00 UTC
 *   F deposit  80,000 pending, created 3 May 09:00 UTC
 *   G deposit  99,000 paid 31 May 22:00 UTC = 1 June 00:00: outside May
 * 1 May: online 100,000, net 100,000. 2 May: online 60,000, desk 45,000, refunds 20,000, net 85,000.
 * May: online 160,000, desk 45,000, refunds 20,000, net 185,000.
 */
describe.each(["sqlite", "postgres"] as const)("the Payments screen on %s", (engine) => {
  let server: RunningServer;
  let admin: string;
  let editor: string;
  let member: string;
  const stays = new Map<string, number>();
  const lines = new Map<string, number>();

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    admin = await loginAsStaff(server.url);
    editor = (await createStaffAccount(server, "editor")).token;
    member = (await createMember(server.url)).token;
    await withServerDatabase(server, async (db) => {
      // Guests type their own names: one starts like a spreadsheet formula.
      for (const [key, guest] of [["S1", "=2+3 Banda"], ["S2", "Chikondi Phiri"]] as const) {
        const at = "2031-04-01T10:00:00.000Z";
        const made = await db
          .insertInto("reservations")
          .values({
            reference: `RS-PAY-${engine}-${key}`, room_id: null, room_name: "Deluxe", arrival: "2031-05-10", departure: "2031-05-12", adults: 1, children: 0, rooms: 1,
            guest_name: guest, email: `${key.toLowerCase()}@example.com`, phone: "+265 991 234 567", special_requests: "", status: "confirmed", total: 500_000,
            discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null, decline_reason: null, notes: "", updated_by: null,
            created_at: at, updated_at: at, channel: "direct",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        stays.set(key, made.id);
      }
      const rows = [
        ["A", "S1", "deposit", "paychangu", "paid", 100_000, "2031-05-01T21:30:00.000Z", "-1+2 Airtel Money"],
        ["B", "S2", "deposit", "paychangu", "paid", 60_000, "2031-05-01T22:10:00.000Z", "Card"],
        ["C", "S2", "deposit", "paychangu", "failed", 70_000, "2031-05-02T08:00:00.000Z", null],
        ["D", "S1", "refund", "paychangu", "paid", 20_000, "2031-05-02T12:00:00.000Z", "Airtel Money"],
        ["E", "S2", "desk", "card", "paid", 45_000, "2031-05-02T13:00:00.000Z", null],
        ["F", "S1", "deposit", "paychangu", "pending", 80_000, "2031-05-03T09:00:00.000Z", null],
        ["G", "S2", "deposit", "paychangu", "paid", 99_000, "2031-05-31T22:00:00.000Z", "Card"],
      ] as const;
      for (const [name, stay, kind, method, status, amount, at, providerMethod] of rows) {
        const online = method === "paychangu";
        const made = await db
          .insertInto("stay_payments")
          .values({
            reservation_id: stays.get(stay)!, kind, method, amount, currency: "MWK", amount_mwk: amount, status,
            tx_ref: online ? `RS-PAY-${engine}-${name}` : null, checkout_url: null, provider_ref: online && status === "paid" ? `PC-${engine}-${name}` : null,
            provider_method: providerMethod, paid_at: status === "paid" ? at : null, note: "", created_by: null, created_at: at, updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        lines.set(name, made.id);
      }
    });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("lists the period's lines by Lilongwe's day, with each day's paid money less refunds", async () => {
    const res = await api(server.url, `/api/payments?${MAY}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.period).toEqual({ from: "2031-05-01", to: "2031-05-31" });
    expect(res.body.data.map((line: { id: number }) => line.id)).toEqual(["A", "B", "C", "D", "E", "F"].map((name) => lines.get(name)));
    expect(res.body.data[0]).toEqual({
      id: lines.get("A"), day: "2031-05-01", reservationId: stays.get("S1"), reference: `RS-PAY-${engine}-S1`, guestName: "=2+3 Banda",
      kind: "deposit", method: "paychangu", status: "paid", amount: 100_000, currency: "MWK", amountMwk: 100_000,
      txRef: `RS-PAY-${engine}-A`, providerRef: `PC-${engine}-A`, providerMethod: "-1+2 Airtel Money", paidAt: "2031-05-01T21:30:00.000Z", createdAt: "2031-05-01T21:30:00.000Z",
    });
    expect(res.body.data[1].day).toBe("2031-05-02");
    expect(res.body.days).toEqual([
      { day: "2031-05-01", online: 100_000, desk: 0, refunds: 0, net: 100_000 },
      { day: "2031-05-02", online: 60_000, desk: 45_000, refunds: 20_000, net: 85_000 },
    ]);
    expect(res.body.totals).toEqual({ online: 160_000, desk: 45_000, refunds: 20_000, net: 185_000 });
    // The last line of May in UTC is June's first in Lilongwe.
    const june = await api(server.url, "/api/payments?from=2031-06-01&to=2031-06-01", { token: admin });
    expect(june.body.data.map((line: { id: number }) => line.id)).toEqual([lines.get("G")]);
  });

  it("filters by status and method, and the days count only what is shown", async () => {
    const ids = async (query: string) => (await api(server.url, `/api/payments?${MAY}&${query}`, { token: admin })).body;
    expect((await ids("status=paid")).data.map((l: { id: number }) => l.id)).toEqual(["A", "B", "D", "E"].map((name) => lines.get(name)));
    const card = await ids("method=card");
    expect(card.data.map((l: { id: number }) => l.id)).toEqual([lines.get("E")]);
    expect(card.days).toEqual([{ day: "2031-05-02", online: 0, desk: 45_000, refunds: 0, net: 45_000 }]);
    const failed = await ids("status=failed&method=paychangu");
    expect(failed.data.map((l: { id: number }) => l.id)).toEqual([lines.get("C")]);
    expect(failed.days).toEqual([]);
    expect(failed.filters).toEqual({ status: "failed", method: "paychangu" });
    expect((await ids("status=&method=")).data).toHaveLength(6);
  });

  it("refuses a bad filter with the field's message", async () => {
    const status = await api(server.url, `/api/payments?${MAY}&status=refunded`, { token: admin });
    expect(status.status).toBe(422);
    expect(status.body.errors).toEqual({ status: ["Status must be one of: pending, paid, failed, due"] });
    const method = await api(server.url, `/api/payments?${MAY}&method=cheque`, { token: admin });
    expect(method.body.errors).toEqual({ method: ["Method must be one of: paychangu, cash, card, bank_transfer, mobile_money"] });
    const backwards = await api(server.url, "/api/payments?from=2031-05-31&to=2031-05-01", { token: admin });
    expect(backwards.body.errors).toEqual({ to: ["To must be on or after From"] });
    expect((await api(server.url, "/api/payments?from=2031-02-30", { token: admin })).body.errors).toEqual({ from: ["From must be a date (YYYY-MM-DD)"] });
  });

  it("writes the filtered list as CSV with our tx_ref and PayChangu's reference, formulas kept as text", async () => {
    const res = await fetch(`${server.url}/api/payments.csv?${MAY}&status=paid`, { headers: { authorization: `Bearer ${admin}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="payments-2031-05-01-to-2031-05-31-paid.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = text.trimEnd().split("\r\n");
    expect(rows[0]).toBe("Day,Stay,Guest,Kind,Method,Status,Amount,Currency,Counts for (MWK),Our reference (tx_ref),PayChangu reference,Paid by (PayChangu),Paid at (UTC),Created at (UTC)");
    expect(rows).toHaveLength(5);
    expect(rows[1]).toBe(`2031-05-01,RS-PAY-${engine}-S1,'=2+3 Banda,deposit,paychangu,paid,100000,MWK,100000,RS-PAY-${engine}-A,PC-${engine}-A,'-1+2 Airtel Money,2031-05-01T21:30:00.000Z,2031-05-01T21:30:00.000Z`);
    expect(rows[4]).toBe(`2031-05-02,RS-PAY-${engine}-S2,Chikondi Phiri,desk,card,paid,45000,MWK,45000,,,,2031-05-02T13:00:00.000Z,2031-05-02T13:00:00.000Z`);
    // The screen's CSV is the API's.
    const cookie = await pageCookie(server.url);
    const fromScreen = await page(server.url, `/payments.csv?${MAY}&status=paid`, { cookie });
    expect(fromScreen.status).toBe(200);
    expect(fromScreen.text).toBe(text);
  });

  it("lists a payment taken at the desk today, by this month's default", async () => {
    const taken = await api(server.url, `/api/reservations/${stays.get("S2")}/payments`, { method: "POST", token: admin, body: JSON.stringify({ method: "mobile_money", amount: 12_345, currency: "MWK" }) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const res = await api(server.url, "/api/payments?method=mobile_money", { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.period.from).toBe(`${hotelDate().slice(0, 7)}-01`);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ kind: "desk", method: "mobile_money", status: "paid", amountMwk: 12_345, txRef: null, providerRef: null, day: hotelDate() });
    expect(res.body.days).toEqual([{ day: hotelDate(), online: 0, desk: 12_345, refunds: 0, net: 12_345 }]);
  });

  it("shows the Payments screen to administrators: filters as a plain form, the days' totals, each line linked to its stay", async () => {
    const cookie = await pageCookie(server.url);
    const screen = await page(server.url, `/payments?${MAY}`, { cookie });
    expect(screen.status).toBe(200);
    const html = screen.text;
    const form = html.match(/<form[^>]*aria-label="Filter the payments"[^>]*>/)?.[0] ?? "";
    expect(form, html.slice(html.indexOf("<form"), html.indexOf("<form") + 300)).toMatch(/method="get"/i);
    expect(html).toContain('<select id="payments-status" name="status"');
    expect(html).toContain("MWK 185,000");
    expect(html).toContain("−MWK 20,000");
    expect(html).toContain(`href="/room-chart/stays/${stays.get("S1")}"`);
    expect(html).toContain(`RS-PAY-${engine}-A`);
    expect(html).toContain(`PC-${engine}-A`);
    expect(html).toContain(`href="/payments.csv?from=2031-05-01&amp;to=2031-05-31"`);
    expect(html).toContain('href="/payments"');
    const wrong = await page(server.url, `/payments?${MAY}&status=refunded`, { cookie });
    expect(wrong.status).toBe(200);
    expect(wrong.text).toContain("Status must be one of: pending, paid, failed, due");
  });

  it("is for administrators only: guests 401, members and editors 403, on the API, the CSV and the screen", async () => {
    for (const path of [`/api/payments?${MAY}`, `/api/payments.csv?${MAY}`]) {
      expect((await api(server.url, path)).status, path).toBe(401);
      expect((await api(server.url, path, { token: member })).status, path).toBe(403);
      expect((await api(server.url, path, { token: editor })).status, path).toBe(403);
    }
    const editorAccount = await createStaffAccount(server, "editor");
    const editorCookie = await pageCookie(server.url, editorAccount.email, STAFF_TEST_PASSWORD);
    expect((await page(server.url, `/payments?${MAY}`, { cookie: editorCookie })).status).toBe(403);
    expect((await page(server.url, `/payments.csv?${MAY}`, { cookie: editorCookie })).status).toBe(403);
    expect((await page(server.url, `/payments?${MAY}`)).status).not.toBe(200);
    expect((await page(server.url, `/payments.csv?${MAY}`)).status).not.toBe(200);
  });

  it("is described in the API reference, for administrators", async () => {
    const doc = await api(server.url, "/api/openapi.json");
    expect(doc.body.paths["/api/payments"].get["x-access"]).toBe("admin");
    expect(doc.body.paths["/api/payments"].get.responses["403"]).toBeDefined();
    expect(doc.body.paths["/api/payments.csv"].get["x-access"]).toBe("admin");
  });
});
