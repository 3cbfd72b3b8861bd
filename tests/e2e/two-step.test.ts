import { describe, expect, it } from "vitest";
import { totpCode } from "~/platform/auth/totp.server";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { authWords } from "~/platform/auth/auth-words";
import { authStaffWords } from "~/platform/auth/auth-staff-words";

describe("two-step sign-in in the browser", () => {
  const site = useSiteInBrowser();

  it("a staff member sets up an authenticator app in My Profile, logs out, and logs in with its code", async () => {
    const staff = await createStaffAccount(site.server, "editor");
    const { page, errors } = await site.open({ viewport: PHONE });

    await logIn(page, { at: `${site.url}/login`, as: { email: staff.email, password: STAFF_TEST_PASSWORD } });
    await page.goto(`${site.url}/user`);
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
    await keepScreenshot(page, "two-step-setup", PHONE_AND_LAPTOP);

    // A wrong code is refused beside the field; the app's code turns it on and shows the recovery codes once.
    await section.getByLabel("Code from the app").fill("123");
    await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await section.getByText(authWords.t("en", "twoStepCodeWrong")).waitFor();
    await section.getByLabel("Code from the app").fill(totpCode(secret));
    await section.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    await section.getByRole("heading", { name: "Your recovery codes" }).waitFor();
    const codes = await section.locator(".recovery-code-list code").allTextContents();
    expect(codes).toHaveLength(10);
    expect(await section.getByRole("link", { name: "Download codes" }).getAttribute("download")).toBe("recovery-codes.txt");
    await expectAccessible(page);
    await keepScreenshot(page, "two-step-recovery-codes", PHONE_AND_LAPTOP);

    // Log out, then log in: the password leads to the code page, and the app's next code opens the back-office.
    await page.context().request.post(`${site.url}/logout`, { headers: { origin: site.url } });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Fuser`, as: { email: staff.email, password: STAFF_TEST_PASSWORD } });
    expect(new URL(page.url()).pathname).toBe("/login/code");
    await page.getByRole("heading", { name: "Enter your sign-in code" }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "login-code", PHONE_AND_LAPTOP);
    await page.getByLabel("Code", { exact: true }).fill("000000" === totpCode(secret, Date.now() + 30_000) ? "000001" : "000000");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText(authWords.t("en", "twoStepCodeWrong")).waitFor();
    await keepScreenshot(page, "login-code-wrong", PHONE_AND_LAPTOP);
    await page.getByLabel("Code", { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((u) => u.pathname === "/user");
    await page.getByRole("region", { name: "Two-step sign-in" }).getByText("10 of 10 recovery codes left.").waitFor();
    await keepScreenshot(page, "two-step-on", PHONE_AND_LAPTOP);
    // The refused codes (422) are answers, not faults.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);

    // A lost phone: an administrator resets it from the Staff screen, after confirming.
    const { page: admin, errors: adminErrors } = await site.open({ viewport: LAPTOP });
    await logIn(admin, { at: `${site.url}/login` });
    await admin.goto(`${site.url}/staff`);
    const card = admin.locator(".staff-card").filter({ hasText: staff.email });
    await card.getByText("On", { exact: true }).waitFor();
    await hydrated(admin, ".staff-card");
    await keepScreenshot(admin, "staff-two-step", PHONE_AND_LAPTOP);
    await card.getByRole("button", { name: /Reset two-step sign-in/ }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Reset" }).click();
    await admin.getByText(authStaffWords.t("en", "twoStepReset")).waitFor();
    await card.getByText("Off", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: /Reset two-step sign-in/ }).count()).toBe(0);
    expect(adminErrors).toEqual([]);
  });
});
