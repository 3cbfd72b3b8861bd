import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { api } from "../support/api-client";
import { launchChromium } from "../support/browser";
import { expectAccessible, watchErrors } from "../support/page-checks";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

describe("staff answer contact messages and keep the site settings", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } }), launchChromium()]);
    for (const [name, message] of [["Chikondi Banda", "A wedding for 300 guests in December?"], ["Tiwonge Phiri", "Is the gym open to day visitors?"]]) {
      const res = await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify({ name, email: "guest@example.com", phonenumber: "0999 123 456", message }) });
      expect(res.status).toBe(201);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("searches, marks handled and deletes a message, then changes a setting, on a phone", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/login?redirectTo=%2FContacts`);
    await page.getByLabel("Email", { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { name: "Contacts", level: 1 }).waitFor();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Mark the message from Tiwonge Phiri as handled" }).click();
    await page.getByText(messages.contactHandled).first().waitFor();
    await page.getByRole("button", { name: "Reopen the message from Tiwonge Phiri" }).waitFor();

    await page.getByRole("searchbox", { name: "Search messages" }).fill("WEDDING");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?q=WEDDING");
    await expect.poll(() => page.locator(".inbox-item").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/Contacts.csv?q=WEDDING");

    await page.getByRole("button", { name: "Delete the message from Chikondi Banda" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(messages.noData).waitFor();

    await page.goto(`${server.url}/settings`);
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await expectAccessible(page);
    const tour = page.getByLabel(/Virtual tour/);
    await tour.fill("not a web address");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(messages.urlInvalid).first().waitFor();
    await tour.fill("https://tour.example/umodzi");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(messages.settingsSaved).first().waitFor();
    expect((await api(server.url, "/api/settings")).body.data.virtualTourUrl).toBe("https://tour.example/umodzi");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the newsletter list with its empty message", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/login?redirectTo=%2Fnewsletter`);
    await page.getByLabel("Email", { exact: true }).fill(TEST_ADMIN.email);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByRole("heading", { name: "Newsletter", level: 1 }).waitFor();
    await page.getByText(messages.noEmailsFound).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
