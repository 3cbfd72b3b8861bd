import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { paymentsWords } from "~/features/payments/payments-words";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { defineCatalog } from "~/platform/i18n/catalog";
import reservationEmailsSource from "~/features/reservations/reservations-emails.messages.json";
import paymentEmailsSource from "~/features/payments/payments-emails.messages.json";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { launchChromium } from "../support/browser";
import { EMAIL_DELIVERY_MS } from "../support/eventually";
import { watchErrors } from "../support/page-checks";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer } from "../support/start-server";
import { type PaychanguStandIn, startPaychanguStandIn } from "../support/paychangu-stand-in";

const reservationEmails = defineCatalog(reservationEmailsSource);
const paymentEmails = defineCatalog(paymentEmailsSource);
/** Stands for a value the test does not know. */
const CUT = "\u0000";
/** A text up to where an unknown value goes. */
const upTo = (text: string) => text.slice(0, text.indexOf(CUT)).trim();

/**
 * A guest on a phone books, is confirmed and pays the deposit (DECISIONS §12) in real Chromium,
 * under the pages' real Content-Security-Policy, in English and in Chichewa: /booking (or
 * /ny/booking) → the confirmation email at the SMTP relay, in the guest's language → the stay's
 * page → "Pay the deposit" → our hand-over page → the PayChangu stand-in's checkout, "Pay" → the
 * return page that says it is paid → the stay's page says so → the receipt at the relay.
 */
describe("paying the deposit in a browser", () => {
  let standIn: PaychanguStandIn;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let server: RunningServer;
  let browser: Browser;
  let staff: string;

  beforeAll(async () => {
    standIn = await startPaychanguStandIn();
    inbox = await startSmtpInbox();
    server = await startServer({
      engine: "sqlite",
      env: { PAYCHANGU_SECRET_KEY: standIn.secretKey, PAYCHANGU_WEBHOOK_SECRET: standIn.webhookSecret, PAYCHANGU_API_URL: standIn.url, SEED_DEMO: "false", SMTP_URL: inbox.url },
    });
    standIn.setWebhookUrl(`${server.url}/api/payments/paychangu/webhook`);
    staff = await loginAsStaff(server.url);
    const room = await api(server.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Lake Suite", fee: "80000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(300, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    expect((await api(server.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ depositPolicy: 1 }) })).status).toBe(200);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
    await standIn?.close();
  });

  const emailTo = async (address: string, subject: string) => {
    await expect.poll(() => inbox.to(address).filter((m) => m.subject.startsWith(subject)).length, { timeout: EMAIL_DELIVERY_MS }).toBe(1);
    return inbox.to(address).find((m) => m.subject.startsWith(subject))!;
  };

  it.each(["en", "ny"] as const)("books, pays the deposit and gets the receipt at 390 px in %s", async (language) => {
    const prefix = language === "ny" ? "/ny" : "";
    const t = (key: Parameters<typeof reservationCatalog.t>[1]) => reservationCatalog.t(language, key);
    const email = `guest-${language}-${randomUUID().slice(0, 8)}@example.com`;
    const arrival = addDays(hotelDate(), 14 + Math.floor(Math.random() * 100));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    // The guest asks for the room on /booking in their language.
    await page.goto(`${server.url}${prefix}/booking?${new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0" })}`);
    const suite = page.locator("li.stay-result").filter({ has: page.getByRole("heading", { name: "Lake Suite", level: 3 }) });
    await suite.getByText(t("requestThisRoom")).click();
    await suite.getByLabel(t("fullName")).fill("Chikondi Banda");
    await suite.getByLabel(t("email"), { exact: true }).fill(email);
    await suite.getByLabel(t("phoneLabel")).fill("+265 991 234 567");
    await suite.getByRole("button", { name: t("sendRequest") }).click();
    const reference = (await page.locator(".stay-requested strong").first().textContent()) ?? "";
    expect(reference).toMatch(/RS-\d{4}-\d{4}/);

    // Staff confirm it; the confirmation reaches the relay in the guest's language, with the stay's page to pay on.
    const [stay] = (await api(server.url, `/api/reservations?status=requested`, { token: staff })).body.data.filter((r: { reference: string }) => r.reference === reference);
    expect((await api(server.url, `/api/reservations/${stay.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const confirmed = await emailTo(email, reservationEmails.t(language, "reservationConfirmedSubject", { reference }));
    expect(confirmed.text).toContain(upTo(reservationEmails.t(language, "depositPayLink", { link: CUT })));
    const stayPage = new RegExp(`https?://[^\\s]+${prefix}/booking/cancel/[A-Za-z0-9_-]+`).exec(confirmed.text)![0];

    await page.goto(stayPage);
    await page.getByRole("button", { name: paymentsWords.t(language, "depositPay") }).click();
    await page.waitForURL(new RegExp(`^${standIn.url}/checkout/`));
    await page.getByText("MWK 80,000").waitFor();
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(new RegExp(`${prefix}/booking/deposit/return\\?`));
    const paid = upTo(paymentsWords.t(language, "depositPaid", { amount: "MWK 80,000", date: CUT }));
    await page.getByText(paid).first().waitFor();
    await page.goto(stayPage);
    await page.getByText(paid).first().waitFor();
    expect(await page.getByRole("button", { name: paymentsWords.t(language, "depositPay") }).count()).toBe(0);

    // The receipt, in the guest's language.
    const receipt = await emailTo(email, upTo(paymentEmails.t(language, "receiptSubject", { reference: CUT, hotel: "" })));
    expect(receipt.subject).toContain(reference);
    expect(receipt.text).toContain(upTo(paymentEmails.t(language, "receiptIntro", { hotel: CUT })));
    expect(receipt.text).toContain(paymentEmails.t(language, "receiptOutro"));
    expect(receipt.text).toContain("MWK 80,000");
    expect(errors).toEqual([]);
    await context.close();
  });
});
