import { describe, expect, it } from "vitest";
import { createMember, MEMBER_PASSWORD } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { createStaffAccount, STAFF_TEST_PASSWORD } from "../support/staff-accounts";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";

describe("an editor records a member's spend, and the member sees the points on My Loyalties", () => {
  const site = useSiteInBrowser();

  it("finds the member, records a spend and a correction with toasts, and the member reads balance and history", async () => {
    const member = await createMember(site.url, { name: "Tiwonge Phiri" });
    const editor = await createStaffAccount(site.server, "editor");

    // The editor, on a laptop: the back-office menu leads to the screen.
    const { page: staffPage, errors: staffErrors } = await site.open({ viewport: LAPTOP });
    await logIn(staffPage, { at: `${site.url}/login?redirectTo=%2Froom`, as: { email: editor.email, password: STAFF_TEST_PASSWORD }, heading: "Rooms" });
    await staffPage.getByRole("link", { name: "Loyalty points" }).click();
    await staffPage.getByRole("heading", { name: "Loyalty points", level: 1 }).waitFor();
    await staffPage.getByRole("searchbox", { name: "Search members" }).fill(member.email);
    await staffPage.getByRole("button", { name: "Search" }).click();
    await staffPage.getByRole("link", { name: /Tiwonge Phiri/ }).click();
    await staffPage.getByRole("heading", { name: "Tiwonge Phiri", level: 2 }).waitFor();
    await staffPage.getByText("No spends recorded for this member yet.").waitFor();

    // The points are shown while typing, for the amount as the receipt prints it; a bad amount is
    // refused under its field by the same schema as the server's, before anything is sent.
    const amount = staffPage.getByLabel("Amount (MWK)", { exact: true });
    await amount.fill("12,34");
    await staffPage.getByLabel("Receipt reference").fill("RCPT-2026-0042");
    await staffPage.getByRole("button", { name: "Record spend" }).click();
    await staffPage.getByText(loyaltyStaffWords.t("en", "loyaltyAmountInvalid")).waitFor();
    expect(await amount.evaluate((input) => (input as HTMLInputElement).validationMessage)).toBe(loyaltyStaffWords.t("en", "loyaltyAmountInvalid"));
    await amount.fill("25,500");
    await staffPage.getByText("Earns 2 points.").waitFor();
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
    await staffPage.getByText(loyaltyStaffWords.t("en", "loyaltyReceiptTaken")).first().waitFor();
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

    // The member, on a phone: logged out, /loyalties leads through the login page and back.
    const { page: memberPage, errors: memberErrors } = await site.open({ viewport: PHONE });
    await memberPage.goto(`${site.url}/loyalties`);
    await memberPage.waitForURL(/\/login\?redirectTo=%2Floyalties/);
    await logIn(memberPage, { as: { email: member.email, password: MEMBER_PASSWORD }, heading: "My Loyalties" });
    expect(new URL(memberPage.url()).pathname).toBe("/loyalties");
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
  });
});
