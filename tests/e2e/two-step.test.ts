import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { totpCode } from "~/platform/auth/totp.server";
import { launchChromium } from "../support/browser";
import { expectAccessible, watchErrors } from "../support/page-checks";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";

/** Set E2E_SCREENSHOT_DIR to keep what the screen looked like at phone and desktop widths, for a human look. */
async function keepScreenshots(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((u) => u.pathname !== "/login");
}

describe("two-step sign-in in the browser", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a staff member sets up an authenticator app in My Profile, logs out, and logs in with its code", async () => {
    const staff = await createStaffAccount(server, "editor");
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${server.url}/login`);
    await logIn(page, staff.email, STAFF_TEST_PASSWORD);
    await page.goto(`${server.url}/user`);
    const section = page.getByRole("region", { name: "Two-step sign-in" });
    await section.getByRole("button", { name: "Set up authenticator app" }).click();

    // The key as the app wants it, grouped in fours, and the otpauth:// link for a phone.
    const shown = section.getByTestId("two-step-secret");
    await shown.waitFor();
    const grouped = (await shown.textContent()) ?? "";
    expect(grouped).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = grouped.replace(/ /g, "");
    expect(await section.getByRole("link", { name: "open it in the app" }).getAttribute("href")).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    await expectAccessible(page);
    await keepScreenshots(page, "two-step-setup");

    // A wrong code is refused beside the field; the app's code turns it on and shows the recovery codes once.
    await section.getByLabel("Code from the app").fill("123");
    await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await section.getByText(messages.twoStepCodeWrong).waitFor();
    await section.getByLabel("Code from the app").fill(totpCode(secret));
    await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await section.getByRole("heading", { name: "Your recovery codes" }).waitFor();
    const codes = await section.locator(".recovery-code-list code").allTextContents();
    expect(codes).toHaveLength(10);
    expect(await section.getByRole("link", { name: "Download codes" }).getAttribute("download")).toBe("recovery-codes.txt");
    await expectAccessible(page);
    await keepScreenshots(page, "two-step-recovery-codes");

    // Log out, then log in: the password leads to the code page, and the app's next code opens the back-office.
    await page.context().request.post(`${server.url}/logout`, { headers: { origin: server.url } });
    await page.goto(`${server.url}/login?redirectTo=%2Fuser`);
    await logIn(page, staff.email, STAFF_TEST_PASSWORD);
    expect(new URL(page.url()).pathname).toBe("/login/code");
    await page.getByRole("heading", { name: "Enter your sign-in code" }).waitFor();
    await expectAccessible(page);
    await keepScreenshots(page, "login-code");
    await page.getByLabel("Code", { exact: true }).fill("000000" === totpCode(secret, Date.now() + 30_000) ? "000001" : "000000");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(messages.twoStepCodeWrong).waitFor();
    await keepScreenshots(page, "login-code-wrong");
    await page.getByLabel("Code", { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((u) => u.pathname === "/user");
    await page.getByRole("region", { name: "Two-step sign-in" }).getByText("10 of 10 recovery codes left.").waitFor();
    await keepScreenshots(page, "two-step-on");
    // The refused codes (422) are answers, not faults.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();

    // A lost phone: an administrator resets it from the Staff screen, after confirming.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await adminContext.newPage();
    const adminErrors = watchErrors(admin);
    await admin.goto(`${server.url}/login`);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.goto(`${server.url}/staff`);
    const card = admin.locator(".staff-card").filter({ hasText: staff.email });
    await card.getByText("On", { exact: true }).waitFor();
    await keepScreenshots(admin, "staff-two-step");
    await card.getByRole("button", { name: /Reset two-step sign-in/ }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Reset" }).click();
    await admin.getByText(messages.twoStepReset).waitFor();
    await card.getByText("Off", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /Reset two-step sign-in/ }).count()).toBe(0);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });
});
