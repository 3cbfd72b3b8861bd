import { beforeAll, describe, expect, it } from "vitest";
import { api, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { withServerDatabase } from "../support/server-database";
import { keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/** The Payments screen in Chromium (decision 066): filters through the plain form, on a phone and a laptop. */
describe("the Payments screen in the browser", () => {
  const site = useSiteInBrowser();

  beforeAll(async () => {
    const admin = await loginAsStaff(site.url);
    const stays: number[] = [];
    await withServerDatabase(site.server, async (db) => {
      for (const [reference, guest] of [["RS-E2E-P1", "Tiwonge Mbewe"], ["RS-E2E-P2", "Grace Kamanga"]] as const) {
        const at = "2032-06-01T10:00:00.000Z";
        const made = await db
          .insertInto("reservations")
          .values({
            reference, room_id: null, room_name: "Deluxe", arrival: "2032-07-10", departure: "2032-07-12", adults: 1, children: 0, rooms: 1,
            guest_name: guest, email: "guest@example.com", phone: "+265 991 234 567", special_requests: "", status: "confirmed", total: 400_000,
            discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null, decline_reason: null, notes: "",
            updated_by: null, created_at: at, updated_at: at, channel: "direct",
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        stays.push(made.id);
      }
      const line = (reservation: number, kind: string, method: string, status: string, amount: number, at: string, txRef: string | null, providerRef: string | null) => ({
        reservation_id: reservation, kind, method, amount, currency: "MWK", amount_mwk: amount, status, tx_ref: txRef, checkout_url: null, provider_ref: providerRef,
        provider_method: providerRef ? "Mobile Money · TNM Mpamba" : null, paid_at: status === "paid" ? at : null, note: "", created_by: null, created_at: at, updated_at: at,
      });
      await db.insertInto("stay_payments").values([
        line(stays[0]!, "deposit", "paychangu", "paid", 120_000, "2032-07-02T08:00:00.000Z", "RS-E2E-P1-1", "PCH-771001"),
        line(stays[1]!, "deposit", "paychangu", "failed", 90_000, "2032-07-02T09:00:00.000Z", "RS-E2E-P2-1", null),
        line(stays[1]!, "desk", "cash", "paid", 280_000, "2032-07-03T12:00:00.000Z", null, null),
        line(stays[0]!, "refund", "paychangu", "paid", 20_000, "2032-07-04T12:00:00.000Z", "RS-E2E-P1-2", "PCH-771044"),
      ]).execute();
    });
    // One taken at the desk today, through the API as the front desk does.
    expect((await api(site.url, `/api/reservations/${stays[1]}/payments`, { method: "POST", token: admin, body: JSON.stringify({ method: "card", amount: 5_000, currency: "MWK" }) })).status).toBe(201);
  }, 120_000);

  it("filters by period and method, totals each day and links each line to its stay, readable on a phone without the page scrolling sideways", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login` });
    await page.goto(`${site.url}/payments`);
    await page.getByRole("heading", { name: "Payments", level: 1 }).waitFor();
    await page.getByLabel("From", { exact: true }).fill("2032-07-01");
    await page.getByLabel("To", { exact: true }).fill("2032-07-31");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((url) => url.searchParams.get("from") === "2032-07-01");
    const days = page.getByRole("region", { name: "Totals per day" });
    // The address changes a moment before the new period is drawn: wait for its first day.
    await days.getByRole("row", { name: /2032-07-02/ }).waitFor();
    expect(await days.getByRole("row", { name: /Total/ }).textContent()).toContain("MWK 380,000");
    // A day of refunds only comes out below nothing, written as the refunds are.
    expect(await days.getByRole("row", { name: /2032-07-04/ }).getByRole("cell").last().textContent()).toBe("−MWK 20,000");
    const lines = page.getByRole("region", { name: /Transactions/ });
    expect(await lines.getByRole("row").count()).toBe(5);
    expect(await lines.getByRole("link", { name: "RS-E2E-P1" }).first().getAttribute("href")).toMatch(/^\/room-chart\/stays\/\d+$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);

    await page.getByLabel("Method", { exact: true }).selectOption("paychangu");
    await page.getByLabel("Status", { exact: true }).selectOption("paid");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((url) => url.searchParams.get("method") === "paychangu");
    await expect.poll(() => lines.getByRole("row").count()).toBe(3);
    expect(await page.getByRole("link", { name: "CSV of these transactions" }).getAttribute("href")).toBe("/payments.csv?from=2032-07-01&to=2032-07-31&status=paid&method=paychangu");
    await page.setViewportSize(LAPTOP);
    await expectAccessible(page);
    await keepScreenshot(page, "payments", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });
});
