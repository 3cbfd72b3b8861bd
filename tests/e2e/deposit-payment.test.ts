import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { paymentsWords } from "~/features/payments/payments-words";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { launchChromium } from "../support/browser";
import { watchErrors } from "../support/page-checks";
import { withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";
import { type PaychanguStandIn, startPaychanguStandIn } from "../support/paychangu-stand-in";

/**
 * A guest on a phone pays the deposit (DECISIONS §12) in real Chromium, under the pages' real
 * Content-Security-Policy: from the stay's page through our hand-over page to the PayChangu
 * stand-in's checkout, "Pay", and back to the return page that says it is paid.
 */
describe("paying the deposit in a browser", () => {
  let standIn: PaychanguStandIn;
  let server: RunningServer;
  let browser: Browser;
  let stayToken: string;

  beforeAll(async () => {
    standIn = await startPaychanguStandIn();
    server = await startServer({
      engine: "sqlite",
      env: { PAYCHANGU_SECRET_KEY: standIn.secretKey, PAYCHANGU_WEBHOOK_SECRET: standIn.webhookSecret, PAYCHANGU_API_URL: standIn.url, SEED_DEMO: "false" },
    });
    standIn.setWebhookUrl(`${server.url}/api/payments/paychangu/webhook`);
    const staff = await loginAsStaff(server.url);
    const room = await api(server.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Lake Suite", fee: "80000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(300, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    expect((await api(server.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ depositPolicy: 1 }) })).status).toBe(200);
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const arrival = addDays(hotelDate(), 14);
    const made = await api(server.url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType: room.body.data.id, rooms: 1, name: "Chikondi Banda", email, phone: "+265 991 234 567" }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await api(server.url, `/api/reservations/${made.body.data.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const text = await withServerDatabase(server, async (db) => (await db.selectFrom("email_outbox").select("text_body").where("to_address", "=", email).orderBy("id").executeTakeFirstOrThrow()).text_body);
    stayToken = /\/booking\/cancel\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await standIn?.close();
  });

  it("takes the guest from the stay's page to PayChangu and back to a deposit paid", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/booking/cancel/${stayToken}`);
    await page.getByRole("button", { name: paymentsWords.t("en", "depositPay") }).click();
    await page.waitForURL(new RegExp(`^${standIn.url}/checkout/`));
    await page.getByText("MWK 80,000").waitFor();
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/booking\/deposit\/return\?/);
    await page.getByText(/Deposit paid MWK 80,000 on/).waitFor();
    await page.goto(`${server.url}/booking/cancel/${stayToken}`);
    await page.getByText(/Deposit paid MWK 80,000 on/).waitFor();
    expect(await page.getByRole("button", { name: paymentsWords.t("en", "depositPay") }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
