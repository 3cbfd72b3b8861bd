import { describe, expect, it } from "vitest";
import { createMember, MEMBER_PASSWORD } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { profileWords } from "~/features/profile/profile-words";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";

const NEW_PASSWORD = "Nkhata-Bay-Sunset-2026!";

describe("My Profile on a phone", () => {
  const site = useSiteInBrowser();

  it("changes the name with a toast, then the password, stays logged in and logs in again with the new one", async () => {
    const member = await createMember(site.url);
    const { page, errors } = await site.open({ viewport: PHONE });

    // The menu's My Profile link asks an anonymous visitor to log in first, then comes back.
    await page.goto(`${site.url}/user`);
    expect(new URL(page.url()).pathname).toBe("/login");
    await logIn(page, { as: { email: member.email, password: MEMBER_PASSWORD } });
    expect(new URL(page.url()).pathname).toBe("/user");
    await page.getByRole("heading", { name: "My Profile", level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("Tiwonge Phiri");
    await expect.poll(() => page.getByLabel("Email", { exact: true }).inputValue()).toBe(member.email);
    await expectAccessible(page);
    await keepScreenshot(page, "profile-390");

    // Name: the browser refuses a blank one with SPEC §5's message, then the saved name shows in a toast and the header.
    await page.getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText(fieldWords.t("en", "nameRequired")).waitFor();
    await page.getByLabel("Name").fill("Tiwonge Banda");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByRole("status").getByText(profileWords.t("en", "profileSaved")).waitFor();
    await page.locator(".account-name").getByText("Tiwonge Banda").waitFor({ state: "attached" });

    // Password: a wrong current password is refused beside its field; the right one changes it.
    const passwords = page.getByRole("region", { name: "Change password" });
    await passwords.getByLabel("Current password").fill("Not-My-Password-1!");
    await passwords.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await passwords.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await passwords.getByRole("button", { name: "Change password" }).click();
    await passwords.getByText(authWords.t("en", "currentPasswordWrong")).waitFor();
    await passwords.getByLabel("Current password").fill(MEMBER_PASSWORD);
    await passwords.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("status").getByText(profileWords.t("en", "passwordChanged")).waitFor();
    await expect.poll(() => passwords.getByLabel("New password", { exact: true }).inputValue()).toBe("");

    // Still logged in here.
    await page.reload();
    expect(new URL(page.url()).pathname).toBe("/user");

    // Log out from the account menu, then in with the new password.
    await page.locator(".nav-toggle-button").click();
    await page.locator(".account-name").click();
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((u) => u.pathname === "/" || u.pathname === "/home");
    await page.goto(`${site.url}/login?redirectTo=/user`);
    // The old password no longer opens the account.
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.locator(".form-alert").getByText(authWords.t("en", "loginFailed")).waitFor();
    expect(await page.locator(".toast-region").getByText(authWords.t("en", "loginFailed")).count()).toBe(0);
    await logIn(page, { as: { email: member.email, password: NEW_PASSWORD } });
    expect(new URL(page.url()).pathname).toBe("/user");
    await expect.poll(() => page.getByLabel("Name").inputValue()).toBe("Tiwonge Banda");

    // The refused current password (422) and the refused old password (401) are answers, not faults.
    expect(errors.filter((e) => !/status of (401|422)/.test(e))).toEqual([]);
  });

  it("works without JavaScript: the page comes back with the outcome", async () => {
    const member = await createMember(site.url);
    const { page } = await site.open({ viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${site.url}/login?redirectTo=/user`);
    await logIn(page, { as: { email: member.email, password: MEMBER_PASSWORD } });
    await page.getByLabel("Name").fill("Chikondi Phiri");
    await page.getByLabel("Email", { exact: true }).fill(`new-${member.email}`);
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByRole("alert").getByText(authWords.t("en", "currentPasswordRequired")).first().waitFor();
    // The refusal is also shown beside the field it is about.
    expect(await page.getByLabel("Current password").first().getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Name").fill("Chikondi Phiri");
    await page.getByLabel("Email", { exact: true }).fill(`new-${member.email}`);
    await page.getByLabel("Current password").first().fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Save profile" }).click();
    // The new email waits for the link sent to it; the account keeps its email until then.
    await page.getByRole("status").getByText(profileWords.t("en", "profileEmailConfirmSent", { email: `new-${member.email}` })).waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(member.email);
    expect(await page.getByLabel("Name").inputValue()).toBe("Chikondi Phiri");
  });
});
