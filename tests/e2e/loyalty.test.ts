import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { createMember, MEMBER_PASSWORD } from "../support/api-client";
import { launchChromium } from "../support/browser";
import { expectAccessible, watchErrors } from "../support/page-checks";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { type RunningServer, startServer } from "../support/start-server";

async function logIn(page: Page, base: string, email: string, password: string, redirectTo: string) {
  await page.goto(`${base}/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === redirectTo.split("?")[0]);
}

describe("an editor records a member's spend, and the member sees the points on My Loyalties", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("finds the member, records a spend and a correction with toasts, and the member reads balance and history", async () => {
    const member = await createMember(server.url, { name: "Tiwonge Phiri" });
    const editor = await createStaffAccount(server, "editor");

    // The editor, on a laptop: the back-office menu leads to the screen.
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await logIn(staffPage, server.url, editor.email, STAFF_TEST_PASSWORD, "/room");
    await staffPage.getByRole("link", { name: "Loyalty points" }).click();
    await staffPage.getByRole("heading", { name: "Loyalty points", level: 1 }).waitFor();
    await staffPage.getByRole("searchbox", { name: "Search members" }).fill(member.email);
    await staffPage.getByRole("button", { name: "Search" }).click();
    await staffPage.getByRole("link", { name: /Tiwonge Phiri/ }).click();
    await staffPage.getByRole("heading", { name: "Tiwonge Phiri", level: 2 }).waitFor();
    await staffPage.getByText("No spends recorded for this member yet.").waitFor();

    // The points are shown while typing; a bad amount is refused under its field.
    await staffPage.getByLabel("Amount (MWK)", { exact: true }).fill("25500");
    await staffPage.getByText("Earns 2 points.").waitFor();
    await staffPage.getByLabel("Receipt reference").fill("RCPT-2026-0042");
    await staffPage.getByLabel(/Note/).fill("Dinner at the restaurant");
    await staffPage.getByRole("button", { name: "Record spend" }).click();
    await staffPage.getByText(/Spend recorded: MWK 25,500, 2 points/).first().waitFor();
    await expect.poll(() => staffPage.getByTestId("staff-loyalty-balance").textContent()).toBe("2 points");
    // The form is empty again; the same receipt once more is refused.
    expect(await staffPage.getByLabel("Receipt reference").inputValue()).toBe("");
    await staffPage.getByLabel("Amount (MWK)", { exact: true }).fill("9999");
    await staffPage.getByText("Earns 0 points.").waitFor();
    await staffPage.getByLabel("Receipt reference").fill("rcpt-2026-0042");
    await staffPage.getByRole("button", { name: "Record spend" }).click();
    await staffPage.getByText(messages.loyaltyReceiptTaken).first().waitFor();
    await staffPage.getByLabel("Receipt reference").fill("BAR-7781");
    await staffPage.getByLabel("Amount (MWK)", { exact: true }).fill("40000");
    await staffPage.getByRole("button", { name: "Record spend" }).click();
    await expect.poll(() => staffPage.getByTestId("staff-loyalty-balance").textContent()).toBe("6 points");

    // The bar bill was really MWK 30,000: a correction line takes one point off.
    await staffPage.getByLabel("Correct receipt BAR-7781").click();
    await staffPage.getByLabel("Right amount (MWK)").first().fill("30000");
    await staffPage.getByLabel("Reason").first().fill("Typed 40,000 for 30,000");
    await staffPage.getByRole("button", { name: "Record correction of BAR-7781" }).click();
    await staffPage.getByText(/Correction recorded/).first().waitFor();
    await expect.poll(() => staffPage.getByTestId("staff-loyalty-balance").textContent()).toBe("5 points");
    const ledger = staffPage.getByRole("table");
    await ledger.getByText("Typed 40,000 for 30,000").waitFor();
    await ledger.getByText("Recorded by Thoko Editor", { exact: false }).first().waitFor();
    await expectAccessible(staffPage);
    // The refused duplicate receipt is a 422 answer, which Chromium logs; nothing else may be.
    expect(staffErrors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await staffContext.close();

    // The member, on a phone: logged out, /loyalties leads through the login page and back.
    const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const memberPage = await memberContext.newPage();
    const memberErrors = watchErrors(memberPage);
    await memberPage.goto(`${server.url}/loyalties`);
    await memberPage.waitForURL(/\/login\?redirectTo=%2Floyalties/);
    await memberPage.getByLabel("Email", { exact: true }).fill(member.email);
    await memberPage.getByLabel("Password").fill(MEMBER_PASSWORD);
    await memberPage.getByRole("button", { name: "Log In" }).click();
    await memberPage.waitForURL((url) => url.pathname === "/loyalties");
    await memberPage.getByRole("heading", { name: "My Loyalties", level: 1 }).waitFor();
    expect(await memberPage.getByTestId("loyalty-balance").textContent()).toBe("5 points");
    await memberPage.getByText("MWK 55,500").waitFor();
    const history = memberPage.getByRole("table", { name: "History" });
    await history.getByText("RCPT-2026-0042").waitFor();
    await history.getByText("Dinner at the restaurant").waitFor();
    await history.getByText("Correction").waitFor();
    await history.getByText("− MWK 10,000").waitFor();
    // Staff names stay in the back-office.
    expect(await memberPage.getByText("Thoko Editor").count()).toBe(0);
    const overflow = await memberPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await expectAccessible(memberPage);
    expect(memberErrors).toEqual([]);
    await memberContext.close();
  });
});
