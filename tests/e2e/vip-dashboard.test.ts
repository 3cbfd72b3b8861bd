import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { VIP_DRAFT_KEY } from "~/features/vip/vip-draft";
import { api, createMember, loginAsStaff, MEMBER_PASSWORD } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";
import { vipWords } from "~/features/vip/vip-words";
import { authWords } from "~/platform/auth/auth-words";
import { accountCatalog } from "~/routes/account/account-catalog";
import { recordsWords } from "~/platform/records/records-words";

/** The one step the hydrated wizard shows, by its heading. */
const stepShown = (page: Page, n: number, title: string) =>
  page.locator(".wizard-step:not([hidden]) legend").filter({ hasText: `STEP ${n} OF 3` }).filter({ hasText: title }).waitFor();

const draftOf = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), VIP_DRAFT_KEY);

describe("a member applies for the VIP club from the dashboard on a phone", () => {
  const site = useSiteInBrowser();

  it("logs in to the welcome, fills the wizard step by step through a reload, finishes once, then edits and deletes the application", async () => {
    const member = await createMember(site.url);
    const { page, errors } = await site.open({ viewport: PHONE });

    // A wrong password: SPEC §8's failure words, said once, in the form (no toast repeating them).
    await page.goto(`${site.url}/login?registered=1`);
    await page.locator(".form-success").getByText(accountCatalog.t("en", "login.registered")).waitFor();
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password").fill("Not-The-Password-1!");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.locator(".form-alert").getByText(authWords.t("en", "loginFailed")).waitFor();
    expect(await page.locator(".toast-region").getByText(authWords.t("en", "loginFailed")).count()).toBe(0);

    // Log in: /dashboard with SPEC §8's welcome, said once: a line under the heading, no toast.
    await page.goto(`${site.url}/login`);
    await page.getByLabel("Email", { exact: true }).fill(member.email);
    await page.getByLabel("Password").fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((u) => u.pathname === "/dashboard");
    await page.locator(".dashboard-welcome").getByText(authWords.t("en", "loginSuccess")).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    expect(await page.locator(".toast-region").getByText(authWords.t("en", "loginSuccess")).count()).toBe(0);
    await page.getByText(vipWords.t("en", "vipNoRecord")).waitFor();
    await page.getByRole("link", { name: "My Loyalties" }).waitFor();
    await page.locator(".wizard-progress").waitFor();
    await stepShown(page, 1, "Profile");
    await expectAccessible(page);

    // The account's name is filled in, not asked for again; the company is optional.
    expect(await page.getByLabel("First name").inputValue()).toBe("Tiwonge");
    expect(await page.getByLabel("Last name").inputValue()).toBe("Phiri");
    await page.locator("label", { hasText: "Company" }).getByText("(optional)").waitFor();

    // A step left empty does not move on; each message shows under its field.
    await page.getByLabel("Last name").fill("");
    await page.getByRole("button", { name: "Next" }).click();
    for (const text of [vipWords.t("en", "vipTitleRequired"), vipWords.t("en", "vipLastNameRequired"), vipWords.t("en", "vipPostalAddressRequired")]) {
      await page.locator(".form-errors", { hasText: text }).waitFor();
    }
    expect(await page.getByText(vipWords.t("en", "vipCompanyRequired")).count()).toBe(0);
    await stepShown(page, 1, "Profile");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("title");
    await expectAccessible(page);

    await page.getByLabel("Title").selectOption("Dr");
    await page.getByLabel("First name").fill("Tiwonge");
    await page.getByLabel("Last name").fill("Phiri");
    await page.getByLabel("Company").fill("Umodzi Holdings");
    await page.getByLabel("Postal address").fill("P.O. Box 31010, Lilongwe 3");
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 2, "Contact Numbers");

    // Step 2 refuses a number of neither form, with the message naming both.
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(vipWords.t("en", "vipCellRequired")).waitFor();
    await page.getByText(vipWords.t("en", "vipBirthDateRequired")).waitFor();
    await page.getByLabel("Cell phone", { exact: true }).fill("12345");
    await page.getByLabel("Second cell phone").fill("+265 881 234 567");
    await page.getByLabel("Nationality").fill("Malawian");
    await page.getByLabel("Date of birth").fill("1985-04-02");
    await page.getByRole("button", { name: "Next" }).click();
    await page.locator("#vip-cell-error", { hasText: vipWords.t("en", "vipCellInvalid") }).waitFor();
    await stepShown(page, 2, "Contact Numbers");
    await page.getByLabel("Cell phone", { exact: true }).fill("0991 234 567");

    // Back freely, forward again: nothing typed is lost.
    await page.getByRole("button", { name: "Previous" }).click();
    await stepShown(page, 1, "Profile");
    expect(await page.getByLabel("Company").inputValue()).toBe("Umodzi Holdings");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 3, "Identification");

    // A reload mid-way keeps the draft and the step.
    expect(await draftOf(page)).toContain("Umodzi Holdings");
    await page.reload();
    await stepShown(page, 3, "Identification");
    await page.getByRole("button", { name: "Previous" }).click();
    await stepShown(page, 2, "Contact Numbers");
    expect(await page.getByLabel("Cell phone", { exact: true }).inputValue()).toBe("0991 234 567");
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 3, "Identification");

    // Finish on a last step with only the account's email in it: its messages, nothing sent.
    expect(await page.locator("#vip-email").inputValue()).toBe(member.email);
    await page.getByRole("button", { name: "Finish" }).click();
    for (const text of [vipWords.t("en", "vipPassportRequired"), vipWords.t("en", "vipSmsRequired"), vipWords.t("en", "vipSignatureRequired")]) {
      await page.locator(".form-errors", { hasText: text }).waitFor();
    }
    await page.locator("#vip-email").fill("tiwonge@example.com");
    await page.getByLabel("Passport No. or National ID").fill("MA123456");
    await page.getByRole("radio", { name: "SMS" }).check();
    await page.locator('input[name="signature"]').check();

    // The connection drops while sending: the member is told, the form and the draft stay.
    const dropped = (route: Route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue());
    await page.route(/\/dashboard(\.data)?(\?.*)?$/, dropped);
    await page.getByRole("button", { name: "Finish" }).click();
    await page.locator(".toast-region").getByText(vipWords.t("en", "vipSubmitError")).waitFor();
    await stepShown(page, 3, "Identification");
    expect(await page.getByLabel("Passport No. or National ID").inputValue()).toBe("MA123456");
    expect(await draftOf(page)).toContain("MA123456");
    await page.unroute(/\/dashboard(\.data)?(\?.*)?$/, dropped);
    await page.getByRole("button", { name: "Finish" }).click();

    // Stored: one line in the hotel's words (not SPEC's, which the API keeps; no toast besides), the profile under review, the draft gone.
    await page.locator(".dashboard-welcome").getByText(accountCatalog.t("en", "dashboard.applied")).waitFor();
    expect(await page.getByText(vipWords.t("en", "vipApplied")).count()).toBe(0);
    await page.locator(".vip-profile .vip-badge", { hasText: "Under review" }).waitFor();
    await page.getByText("Your application is under review. We will send you an email once it is done.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    expect(await page.getByText(vipWords.t("en", "vipNoRecord")).count()).toBe(0);
    expect(await draftOf(page)).toBeNull();
    await expect.poll(() => page.locator(".vip-details").textContent()).toContain("+265 991 234 567");
    expect(await page.locator(".vip-application").count()).toBe(1);
    await expectAccessible(page);

    // Edit inline: a blank field keeps SPEC §5's message; a change the server refuses says so; a good one is saved with a toast.
    await page.locator(".vip-application").getByRole("link", { name: /Edit/ }).click();
    const edit = page.locator(".vip-edit-form");
    await edit.waitFor();
    await edit.getByLabel("Nationality").fill("");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await edit.getByText(vipWords.t("en", "vipNationalityRequired")).waitFor();
    await edit.getByLabel("Nationality").fill("Malawian");
    await edit.getByLabel("Company").fill("Lake Malawi Traders");
    await edit.getByLabel("Cell phone", { exact: true }).fill("12345");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.locator(".toast-region").getByText(vipWords.t("en", "vipUpdateFailed")).waitFor();
    await edit.getByText(vipWords.t("en", "vipCellInvalid")).waitFor();
    await edit.getByLabel("Cell phone", { exact: true }).fill("0991 234 567");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await page.locator(".toast-region").getByText(vipWords.t("en", "vipUpdated")).waitFor();
    await edit.waitFor({ state: "detached" });
    await expect.poll(() => page.locator(".vip-details").textContent()).toContain("Lake Malawi Traders");

    // Delete asks first; Cancel keeps it, Delete removes it and the wizard is back.
    await page.locator(".vip-application").getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await page.locator(".vip-application").count()).toBe(1);
    await page.locator(".vip-application").getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.locator(".toast-region").getByText(recordsWords.t("en", "deleted")).waitFor();
    await page.getByText(vipWords.t("en", "vipNoRecord")).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");

    // The refused log-in (401) and edit (422) above are answers, which Chromium always logs.
    // The dropped connection is logged by Chromium as a failed load; nothing else may be.
    expect(errors.filter((e) => !e.includes("status of 422") && !e.includes("status of 401") && !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
  });

  it("a member whose application was not approved sends it again from a phone and sees it under review", async () => {
    const member = await createMember(site.url);
    const applied = await api(site.url, "/api/VipClub", {
      method: "POST",
      token: member.token,
      body: JSON.stringify({
        title: "Mrs", firstName: "Chisomo", lastName: "Mwale", Company: "Kasungu Tobacco Estates", postalAddress: "P.O. Box 88, Kasungu",
        cell: "0991 234 567", cell2: "0881 234 567", nationality: "Malawian", birthDate: "1979-09-14", passportNo: "MW445566",
        email: member.email, sms: "Email", signature: "I consent",
      }),
    });
    expect(applied.status).toBe(201);
    const staff = await loginAsStaff(site.url);
    const rejected = await api(site.url, `/api/VipClub/${applied.body.data.id}/review`, {
      method: "PUT", token: staff, body: JSON.stringify({ decision: "reject", note: "Please send a clearer passport copy." }),
    });
    expect(rejected.status).toBe(200);

    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login`, as: { email: member.email, password: MEMBER_PASSWORD } });
    await page.waitForURL((u) => u.pathname === "/dashboard");

    // Not approved: the card says what the member can do, and offers Send again beside Edit.
    const profile = page.locator(".vip-profile");
    await profile.locator(".vip-badge", { hasText: "Not approved" }).waitFor();
    const stateLine = profile.getByRole("status");
    expect(await stateLine.textContent()).toBe("Your application was not approved. You can correct your details with Edit and then send it again for review.");
    await profile.getByRole("link", { name: "Edit" }).waitFor();
    await profile.getByRole("button", { name: "Send again" }).waitFor();
    // The profile's own Send again is the only one: the list does not repeat it for the same application.
    expect(await page.getByRole("button", { name: /^Send again/ }).count()).toBe(1);
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, "vip-rejected", PHONE_AND_LAPTOP);

    await profile.getByRole("button", { name: "Send again" }).click();
    await page.locator(".toast-region").getByText(vipWords.t("en", "vipResubmitted")).waitFor();
    await profile.locator(".vip-badge", { hasText: "Under review" }).waitFor();
    await profile.getByText("Your application is under review. We will send you an email once it is done.").waitFor();
    expect(await page.getByRole("button", { name: /^Send again/ }).count()).toBe(0);
    await expect.poll(() => page.locator(".vip-application .vip-badge").textContent()).toBe("Under review");
    await expectAccessible(page);
    await keepScreenshot(page, "vip-sent-again", PHONE_AND_LAPTOP);

    // Staff find it back under Pending.
    const pending = await api(site.url, "/api/VipClub?status=pending", { token: staff });
    expect(pending.body.data.map((a: { id: number }) => a.id)).toContain(applied.body.data.id);
    expect(errors).toEqual([]);
  });
});
