import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, MEMBER_PASSWORD } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { resetLinkIn, startSmtpInbox } from "../support/smtp-inbox";
import { authWords } from "~/platform/auth/auth-words";

const NEW_PASSWORD = "Mvula-Ikubwera-Lero-7!";

describe("a member who forgot the password resets it from the emailed link", () => {
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

  // The relay first: the site is given its address.
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(async () => {
    await inbox?.close();
  });

  const site = useSiteInBrowser({ env: () => ({ SMTP_URL: inbox.url }) });

  it.each([PHONE, LAPTOP])("forgot → email → link → new password → log in, at $width px", async (viewport) => {
    const member = await createMember(site.url);
    const { page, errors } = await site.open({ viewport });

    await page.goto(`${site.url}/login`);
    await page.getByRole("link", { name: "Forgotten Password?" }).click();
    await page.getByRole("heading", { name: "Forgot password", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/forgetPassword");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await keepScreenshot(page, `forget-password-${viewport.width}`);
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByRole("status").getByText(authWords.t("en", "passwordResetLinkSent")).waitFor();
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
    await page.locator(".form-errors").getByText(authWords.t("en", "passwordsDoNotMatch")).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, `reset-password-${viewport.width}`);

    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.waitForURL((u) => u.pathname === "/login");
    await page.getByRole("status").getByText(authWords.t("en", "passwordResetDone")).waitFor();

    // The old password no longer opens the account; the new one does.
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.locator(".form-alert").getByText(authWords.t("en", "loginFailed")).waitFor();
    expect(await page.locator(".toast-region").getByText(authWords.t("en", "loginFailed")).count()).toBe(0);
    await logIn(page, { as: { email: member.email, password: NEW_PASSWORD } });
    expect(new URL(page.url()).origin).toBe(site.url);

    // Refused forms answer 422 and 401; nothing else may go wrong in the page.
    expect(errors.filter((e) => !/status of (422|401)/.test(e))).toEqual([]);

    // The link was spent: opened again (a fresh browser), it is refused.
    const { page: again } = await site.open({ viewport });
    await again.goto(link);
    await again.getByLabel("New password", { exact: true }).fill("Another-Baobab-Tree-5!");
    await again.getByLabel("Confirm new password").fill("Another-Baobab-Tree-5!");
    await again.getByRole("button", { name: "Reset Password" }).click();
    await again.getByRole("alert").getByText(authWords.t("en", "passwordResetLinkInvalid")).waitFor();
    await again.getByRole("link", { name: "Ask for a new link" }).waitFor();
  });

  it("sends the link from a plain form post, without JavaScript", async () => {
    const member = await createMember(site.url);
    const { page } = await site.open({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto(`${site.url}/resetPassword`);
    expect(new URL(page.url()).pathname).toBe("/forgetPassword");
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByRole("button", { name: "Send Password Reset Link" }).click();
    await page.getByText(authWords.t("en", "passwordResetLinkSent")).waitFor();
    await expect.poll(() => inbox.to(member.email).filter((m) => m.subject.startsWith("Reset your")).length, { timeout: 20_000 }).toBe(1);
  });

  it.each([390, 1280])("lists the emails for staff on the outbox screen and opens one, at %i px", async (width) => {
    const { page, errors } = await site.open({ viewport: { width, height: 900 } });
    await logIn(page, { at: `${site.url}/login?redirectTo=/outbox` });
    expect(new URL(page.url()).origin).toBe(site.url);
    await page.getByRole("heading", { name: "Email outbox", level: 1 }).waitFor();
    const first = page.locator(".outbox-row").first();
    await first.getByText("Sent").waitFor();
    await first.locator(".outbox-subject").click();
    await page.locator(".outbox-email .outbox-text").waitFor();
    expect(await page.locator(".outbox-email .outbox-text").textContent()).toContain("Dear Tiwonge Phiri");
    await expectAccessible(page);
    await keepScreenshot(page, `outbox-${width}`);
    expect(errors).toEqual([]);
  });
});
