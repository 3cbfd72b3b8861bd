import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { withServerDatabase } from "../support/server-database";
import { hydrated, keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/**
 * A stay's Money section on its page (DECISIONS §12, decisions 064–068): the ledger's figures and
 * lines, a payment taken at the desk, a waived deposit, a due refund paid back, on a laptop and a
 * phone, with and without JavaScript.
 */
describe("a stay's money on its page", () => {
  // Deposits are on (the settings refuse a deposit policy without PayChangu's keys); no test here reaches PayChangu, whose address goes nowhere.
  const site = useSiteInBrowser({ env: { PAYCHANGU_SECRET_KEY: "sec-test-stay-money", PAYCHANGU_WEBHOOK_SECRET: "whsec-test-stay-money", PAYCHANGU_API_URL: "http://127.0.0.1:9" } });
  let staff: string;
  let roomTypeId: number;

  /** A stay of 3 nights at MWK 80,000 (MWK 240,000; a 30 % deposit of MWK 72,000), requested and confirmed through the API. */
  async function confirmedStay(name: string, daysAhead: number) {
    const arrival = addDays(hotelDate(), daysAhead);
    const body = { arrival, departure: addDays(arrival, 3), adults: 1, children: 0, roomType: roomTypeId, rooms: 1, name, email: `${randomUUID().slice(0, 8)}@example.com`, phone: "+265 991 234 567" };
    const requested = await api(site.url, "/api/reservations", { method: "POST", body: JSON.stringify(body) });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const id = requested.body.data.id as number;
    expect((await api(site.url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    return { id, reference: requested.body.data.reference as string };
  }

  /** The deposit paid online, as PayChangu's verified answer leaves it (deposits.server.ts). */
  const paidOnline = (stayId: number, providerRef: string) =>
    withServerDatabase(site.server, async (db) => {
      const at = new Date(Date.now() - 86_400_000).toISOString();
      await db
        .insertInto("stay_payments")
        .values({
          reservation_id: stayId, kind: "deposit", method: "paychangu", amount: 72_000, currency: "MWK", amount_mwk: 72_000, status: "paid", tx_ref: `${providerRef}-tx`,
          checkout_url: null, provider_ref: providerRef, provider_method: "Mobile Money · Airtel Money", paid_at: at, note: "", created_by: null, created_at: at, updated_at: at,
        })
        .execute();
    });

  const ledgerLines = (stayId: number) => withServerDatabase(site.server, (db) => db.selectFrom("stay_payments").selectAll().where("reservation_id", "=", stayId).orderBy("id").execute());

  const money = (page: Page) => page.getByRole("region", { name: "Money" });
  /** One of the figures at the top of the section, by its label. */
  const figure = (page: Page, label: string) => money(page).locator(".money-figures > div").filter({ has: page.getByText(label, { exact: true }) }).locator("dd");
  const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  beforeAll(async () => {
    staff = await loginAsStaff(site.url);
    const created = await api(site.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Lakeview Deluxe", fee: "80000", inventory: "20", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    roomTypeId = created.body.data.id;
    const saved = await api(site.url, "/api/settings", {
      method: "PUT",
      token: staff,
      body: JSON.stringify({ depositPolicy: 2, depositPercent: 30, depositPayWithinHours: 48, depositRefundableDays: 7, exchangeRateMwkPerUsd: 1750 }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }, 120_000);

  it("records a cash payment at the desk at 1280 px: the balance drops; a bad amount is refused beside its field and nothing is written", async () => {
    const stay = await confirmedStay("Chikondi Banda", 10);
    await paidOnline(stay.id, "PCH-880101");
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=${encodeURIComponent(`/room-chart/stays/${stay.id}`)}`, heading: "Chikondi Banda" });
    await money(page).waitFor();
    expect(await figure(page, "Stay total").textContent()).toBe("MWK 240,000");
    expect(await figure(page, "Deposit asked").textContent()).toBe("MWK 72,000");
    expect(await figure(page, "Paid").textContent()).toBe("MWK 72,000");
    expect(await figure(page, "Balance due at the hotel").textContent()).toBe("MWK 168,000");
    const online = money(page).locator(".money-line").first();
    expect(await online.textContent()).toContain("Online deposit · Airtel Money");
    expect(await online.textContent()).toContain("PayChangu ref. PCH-880101");
    // The deposit is paid: it can no longer be waived, and the page says so instead of offering it.
    await money(page).getByText("The deposit of this reservation is already paid").waitFor();
    expect(await page.getByText("Waive or change the deposit…").count()).toBe(0);

    await hydrated(page, ".money-form button");
    await page.getByLabel("How the guest paid").selectOption("cash");
    await page.getByLabel("Amount", { exact: true }).fill("50,000");
    await page.getByLabel("Note (optional)").first().fill("Receipt 0412");
    await page.getByRole("button", { name: "Record payment" }).click();
    await money(page).getByRole("status").filter({ hasText: `Payment of MWK 50,000 recorded for ${stay.reference}` }).waitFor();
    expect(await figure(page, "Balance due at the hotel").textContent()).toBe("MWK 118,000");
    expect(await figure(page, "Paid").textContent()).toBe("MWK 122,000");
    const desk = money(page).locator(".money-line").nth(1);
    expect(await desk.textContent()).toContain("At the desk · cash");
    expect(await desk.textContent()).toContain("Receipt 0412");
    // The form starts blank again: the same amount is not there to be recorded twice.
    expect(await page.getByLabel("Amount", { exact: true }).inputValue()).toBe("");
    expect(new URL(page.url()).hash).toBe("#stay-money");

    // A bad amount: the server's message beside the field, nothing written.
    await page.getByLabel("How the guest paid").selectOption("card");
    await page.getByLabel("Amount", { exact: true }).fill("12.50");
    await page.getByRole("button", { name: "Record payment" }).click();
    const amount = page.getByLabel("Amount", { exact: true });
    await page.locator("#money-desk-amount-error").filter({ hasText: "Please enter the amount as a whole number above 0" }).waitFor();
    expect(await amount.getAttribute("aria-invalid")).toBe("true");
    expect(await amount.getAttribute("aria-describedby")).toContain("money-desk-amount-error");
    expect((await ledgerLines(stay.id)).length).toBe(2);
    expect(await figure(page, "Balance due at the hotel").textContent()).toBe("MWK 118,000");
    await expectAccessible(page);
    await keepScreenshot(page, "stay-money-paid", PHONE_AND_LAPTOP);
    // The refusal is the page answered with 422, which the browser reports as a resource that failed to load.
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
  });

  it("waives a deposit with a reason and shows it; a page left open after the deposit was paid is refused with the API's message", async () => {
    const stay = await confirmedStay("Tiwonge Mbewe", 12);
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=${encodeURIComponent(`/room-chart/stays/${stay.id}`)}`, heading: "Tiwonge Mbewe" });
    await money(page).waitFor();
    expect(await figure(page, "Deposit asked").textContent()).toBe("MWK 72,000");
    expect(await money(page).getByText("Nothing has been paid or refunded yet.").count()).toBe(1);
    await hydrated(page, ".money-deposit-change summary");
    await page.getByText("Waive or change the deposit…").click();
    await page.getByLabel("New deposit (MWK)").fill("0");
    await page.getByLabel("Reason").fill("Regular corporate guest, invoiced monthly");
    await page.getByRole("button", { name: "Save the deposit" }).click();
    await money(page).getByRole("status").filter({ hasText: `Deposit waived for ${stay.reference}` }).waitFor();
    expect(await figure(page, "Deposit asked").textContent()).toBe("Waived");
    await money(page).getByText(/^Waived by .+: Regular corporate guest, invoiced monthly$/).waitFor();
    expect(await figure(page, "Balance due at the hotel").textContent()).toBe("MWK 240,000");

    // Another stay, its page open while the guest pays: the change is refused as the API refuses it (409).
    const other = await confirmedStay("Grace Kamanga", 12);
    await page.goto(`${site.url}/room-chart/stays/${other.id}`);
    await hydrated(page, ".money-deposit-change summary");
    await page.getByText("Waive or change the deposit…").click();
    await page.getByLabel("New deposit (MWK)").fill("50000");
    await page.getByLabel("Reason").fill("Agreed by phone");
    await paidOnline(other.id, "PCH-880202");
    await page.getByRole("button", { name: "Save the deposit" }).click();
    await money(page).getByRole("alert").filter({ hasText: "The deposit of this reservation is already paid: it can no longer be waived or changed" }).waitFor();
    expect((await withServerDatabase(site.server, (db) => db.selectFrom("reservations").select("deposit_due").where("id", "=", other.id).executeTakeFirstOrThrow())).deposit_due).toBe(72_000);
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });

  it("shows a cancelled stay's due refund prominently and marks it paid; readable at 390 px without scrolling sideways", async () => {
    const stay = await confirmedStay("Limbani Zulu", 20);
    await paidOnline(stay.id, "PCH-880303");
    // Cancelled within the refund terms, as staff do at the guest's request: a refund line `due`.
    expect((await api(site.url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: staff })).status).toBe(200);
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login?redirectTo=${encodeURIComponent(`/room-chart/stays/${stay.id}`)}`, heading: "Limbani Zulu" });
    await money(page).waitFor();
    await money(page).getByText("A refund is due: pay the guest back, then mark it paid below.").waitFor();
    const refund = money(page).locator(".money-line-due");
    expect(await refund.textContent()).toContain("Refund due");
    expect(await refund.textContent()).toContain("−MWK 72,000");
    // A cancelled stay owes nothing more at the hotel, whatever its total.
    expect(await figure(page, "Balance due at the hotel").textContent()).toBe("Nothing: the stay is cancelled");
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, "stay-money-refund-due", PHONE_AND_LAPTOP);

    await hydrated(page, ".money-refund-form button");
    await refund.getByLabel("Paid back by").selectOption("paychangu");
    await refund.getByLabel("Note (optional)").fill("Initiated in the dashboard, ref R-5531");
    await refund.getByRole("button", { name: "Mark refund paid" }).click();
    await money(page).getByRole("status").filter({ hasText: `Refund of MWK 72,000 for ${stay.reference} marked as paid` }).waitFor();
    expect(await money(page).locator(".money-line-due").count()).toBe(0);
    const paidBack = money(page).locator(".money-line").nth(1);
    expect(await paidBack.textContent()).toContain("Refund · PayChangu dashboard");
    expect(await paidBack.locator(".money-status").textContent()).toBe("Paid");
    expect(await paidBack.textContent()).toContain("R-5531");
    expect(await figure(page, "Refunded").textContent()).toBe("−MWK 72,000");
    expect(await noSidewaysScroll(page)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, "stay-money-refund-paid", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });

  it("records dollars at the desk with JavaScript off, on a phone, and comes back to the stay's page with the notice", async () => {
    const stay = await confirmedStay("Yamikani Mwale", 5);
    // Reduced motion: the site scrolls smoothly otherwise, and a click far down the page would chase its own scrolling.
    const { page, errors } = await site.open({ viewport: PHONE, javaScriptEnabled: false, reducedMotion: "reduce" });
    await logIn(page, { at: `${site.url}/login?redirectTo=${encodeURIComponent(`/room-chart/stays/${stay.id}`)}` });
    await page.getByRole("heading", { name: "Yamikani Mwale", level: 1 }).waitFor();
    // Refused first: the page comes back drawn anew, with the message and what was typed.
    await page.getByLabel("How the guest paid").selectOption("card");
    await page.getByLabel("Amount", { exact: true }).fill("20.5");
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("Note (optional)").fill("Visa ending 4242");
    await page.getByRole("button", { name: "Record payment" }).click();
    await page.locator("#money-desk-amount-error").filter({ hasText: "Please enter the amount as a whole number above 0" }).waitFor();
    expect(await page.getByLabel("How the guest paid").inputValue()).toBe("card");
    expect(await page.getByLabel("Amount", { exact: true }).inputValue()).toBe("20.5");
    expect(await page.getByLabel("Currency").inputValue()).toBe("USD");
    expect(await page.getByLabel("Note (optional)").inputValue()).toBe("Visa ending 4242");
    expect(await ledgerLines(stay.id)).toEqual([]);
    await page.getByLabel("Amount", { exact: true }).fill("20");
    await page.getByRole("button", { name: "Record payment" }).click();
    await money(page).getByRole("status").filter({ hasText: `Payment of USD 20 recorded for ${stay.reference}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/room-chart/stays/${stay.id}`);
    const line = money(page).locator(".money-line").first();
    expect(await line.textContent()).toContain("MWK 35,000");
    expect(await line.textContent()).toContain("Paid as USD 20");
    expect(await figure(page, "Balance due at the hotel").textContent()).toBe("MWK 205,000");
    expect(await ledgerLines(stay.id)).toMatchObject([{ kind: "desk", method: "card", amount: 20, currency: "USD", amount_mwk: 35_000, status: "paid" }]);
    expect(await noSidewaysScroll(page)).toBe(0);
    expect(errors.filter((error) => !error.includes("status of 422"))).toEqual([]);
  });

  it("links each stay to its page from the reservations inbox and the front desk", async () => {
    const stay = await confirmedStay("Thoko Banda", 0);
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Freservations`, heading: "Reservations" });
    await page.getByRole("link", { name: `Stay and payments: ${stay.reference}` }).click();
    await page.getByRole("heading", { name: "Thoko Banda", level: 1 }).waitFor();
    await money(page).waitFor();
    await page.goto(`${site.url}/front-desk`);
    await page.getByRole("link", { name: `Stay and payments: ${stay.reference}` }).first().click();
    await page.getByRole("heading", { name: "Thoko Banda", level: 1 }).waitFor();
    expect(errors).toEqual([]);
  });
});
