import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { createMember, MEMBER_PASSWORD } from "../support/api-client";
import { launchChromium } from "../support/browser";
import { expectAccessible, watchErrors } from "../support/page-checks";
import { resetLinkIn, startSmtpInbox } from "../support/smtp-inbox";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

const NEW_PASSWORD = "Mvula-Ikubwera-Lero-7!";

/** Set E2E_SCREENSHOT_DIR to keep what each screen looked like at each width, for a human look. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function logIn(page: Page, url: string, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((u) => u.pathname !== "/login");
  expect(new URL(page.url()).origin).toBe(url);
}

describe("a member who forgot the password resets it from the emailed link", () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false", SMTP_URL: inbox.url } }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await inbox?.close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])("forgot → email → link → new password → log in, at $width px", async (viewport) => {
    const member = await createMember(server.url);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`${server.url}/login`);
    await page.getByRole("link", { name: "Forgotten Password?" }).click();
    await page.getByRole("heading", { name: "Forgot password", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/forgetPassword");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await keepScreenshot(page, `forget-password-${viewport.width}`);
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByRole("status").getByText(messages.passwordResetLinkSent).waitFor();
    await expectAccessible(page);

    await expect.poll(() => inbox.to(member.email).filter((m) => m.subject.startsWith("Reset your")).length, { timeout: 20_000 }).toBe(1);
    const link = resetLinkIn(inbox.to(member.email).find((m) => m.subject.startsWith("Reset your"))!.text);

    await page.goto(link);
    await page.getByRole("heading", { name: "Reset password", level: 1 }).waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(member.email);
    // A mismatch is named beside the confirmation, and nothing changes.
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(`${NEW_PASSWORD}x`);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.locator(".form-errors").getByText(messages.passwordsDoNotMatch).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `reset-password-${viewport.width}`);

    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByRole("status").getByText(messages.passwordResetDone).waitFor();

    // The old password no longer opens the account; the new one does.
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.locator(".form-alert").getByText(messages.loginFailed).waitFor();
    await page.locator(".toast-region").getByText(messages.loginFailed).waitFor();
    await logIn(page, server.url, member.email, NEW_PASSWORD);

    // Refused forms answer 422 and 401; nothing else may go wrong in the page.
    expect(errors.filter((e) => !/status of (422|401)/.test(e))).toEqual([]);
    await context.close();

    // The link was spent: opened again (a fresh browser), it is refused.
    const later = await browser.newContext({ viewport });
    const again = await later.newPage();
    await again.goto(link);
    await again.getByLabel("New password", { exact: true }).fill("Another-Baobab-Tree-5!");
    await again.getByLabel("Confirm new password").fill("Another-Baobab-Tree-5!");
    await again.getByRole("button", { name: "Reset Password" }).click();
    await again.getByRole("alert").getByText(messages.passwordResetLinkInvalid).waitFor();
    await again.getByRole("link", { name: "Ask for a new link" }).waitFor();
    await later.close();
  });

  it("sends the link from a plain form post, without JavaScript", async () => {
    const member = await createMember(server.url);
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/resetPassword`);
    expect(new URL(page.url()).pathname).toBe("/forgetPassword");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByText(messages.passwordResetLinkSent).waitFor();
    await expect.poll(() => inbox.to(member.email).filter((m) => m.subject.startsWith("Reset your")).length, { timeout: 20_000 }).toBe(1);
    await context.close();
  });

  it.each([390, 1280])("lists the emails for staff on the outbox screen and opens one, at %i px", async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/login?redirectTo=/outbox`);
    await logIn(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole("heading", { name: "Email outbox", level: 1 }).waitFor();
    const first = page.locator(".outbox-row").first();
    await first.getByText("Sent").waitFor();
    await first.locator(".outbox-subject").click();
    await page.locator(".outbox-email .outbox-text").waitFor();
    expect(await page.locator(".outbox-email .outbox-text").textContent()).toContain("Dear Tiwonge Phiri");
    await expectAccessible(page);
    await keepScreenshot(page, `outbox-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
