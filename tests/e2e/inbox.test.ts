import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { contactsStaffWords } from "~/features/contacts/contacts-staff-words";
import { newsletterStaffWords } from "~/features/newsletter/newsletter-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { recordsWords } from "~/platform/records/records-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";

describe("staff answer contact messages and keep the site settings", () => {
  const site = useSiteInBrowser();

  beforeAll(async () => {
    for (const [name, message] of [["Chikondi Banda", "A wedding for 300 guests in December?"], ["Tiwonge Phiri", "Is the gym open to day visitors?"]]) {
      const res = await api(site.url, "/api/contacts", { method: "POST", body: JSON.stringify({ name, email: "guest@example.com", phonenumber: "0999 123 456", message }) });
      expect(res.status).toBe(201);
    }
  });

  it("searches, marks handled and deletes a message, then changes a setting, on a phone", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2FContacts`, heading: "Contacts" });
    await expectAccessible(page);

    await page.getByRole("button", { name: "Mark the message from Tiwonge Phiri as handled" }).click();
    await page.getByText(contactsStaffWords.t("en", "contactHandled")).first().waitFor();
    await page.getByRole("button", { name: "Reopen the message from Tiwonge Phiri" }).waitFor();

    await page.getByRole("searchbox", { name: "Search messages" }).fill("WEDDING");
    await page.getByRole("button", { name: "Search" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("?q=WEDDING");
    await expect.poll(() => page.locator(".inbox-item").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/Contacts.csv?q=WEDDING");

    await page.getByRole("button", { name: "Delete the message from Chikondi Banda" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(recordsWords.t("en", "noData")).waitFor();

    await page.goto(`${site.url}/settings`);
    await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    await expectAccessible(page);
    const tour = page.getByLabel(/Virtual tour/);
    await tour.fill("not a web address");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(fieldWords.t("en", "urlInvalid")).first().waitFor();
    await tour.fill("https://tour.example/umodzi");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText(settingsStaffWords.t("en", "settingsSaved")).first().waitFor();
    expect((await api(site.url, "/api/settings")).body.data.virtualTourUrl).toBe("https://tour.example/umodzi");
    expect(errors).toEqual([]);
  });

  it("shows the newsletter list with its empty message", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Fnewsletter`, heading: "Newsletter" });
    await page.getByText(newsletterStaffWords.t("en", "noEmailsFound")).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
