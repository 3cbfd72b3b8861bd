import { describe, expect, it } from "vitest";
import { hotelClock } from "~/lib/dates";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * A bidder on a phone (390 px): the Tenders list with its countdowns and Closed section, a
 * tender's page with its addenda, and the "Follow this tender" form, with and without
 * JavaScript; staff post an addendum on the tender's back-office card.
 */
const HOUR = 3_600_000;
const pdf = (title: string) => ({ bytes: demoPdf(title, ["For the browser test."]), name: "upload.pdf", type: "application/pdf" });

describe("bidders follow a tender on their phone", () => {
  const site = useSiteInBrowser();

  async function createTender(token: string, name: string, hours: number): Promise<number> {
    const { date, time } = hotelClock(new Date(Date.now() + hours * HOUR));
    const res = await api(site.url, "/api/tender", { method: "POST", token, body: imageForm({ name, closingDate: date, closingTime: time }, pdf(name), "document") });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  }

  it("reads the countdown and the addenda, and follows the tender from its page", async () => {
    const admin = await loginAsStaff(site.url);
    const id = await createTender(admin, "Supply of Conference Chairs", 6 * 24 + 3);
    await createTender(admin, "Garden Maintenance Services", -30);
    for (const title of ["Addendum 1: site visit on Friday", "Addendum 2: revised drawings"]) {
      expect((await api(site.url, `/api/tender/${id}/addenda`, { method: "POST", token: admin, body: imageForm({ title }, pdf(title), "file") })).status).toBe(201);
    }

    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/Tender`);
    const open = page.getByRole("table", { name: "Open tenders" });
    await expect(open.getByText("Closes in 6 days").isVisible()).resolves.toBe(true);
    await page.getByRole("heading", { name: "Closed", level: 2 }).waitFor();
    await expect(page.getByRole("table", { name: "Closed tenders" }).getByRole("link", { name: "Garden Maintenance Services", exact: true }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, "tenders-list", PHONE_AND_LAPTOP);

    await open.getByRole("link", { name: "Supply of Conference Chairs", exact: true }).click();
    await page.getByRole("heading", { name: "Supply of Conference Chairs", level: 1 }).waitFor();
    await expect(page.getByText("Closes in 6 days").isVisible()).resolves.toBe(true);
    const addenda = await page.locator(".tender-file-title").allTextContents();
    expect(addenda).toEqual(["Tender document", "Addendum 2: revised drawings", "Addendum 1: site visit on Friday"]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    await page.getByLabel("Your email address").fill("bids@chairs.example");
    await page.getByRole("button", { name: "Follow this tender" }).click();
    await page.getByRole("status").filter({ hasText: tendersCatalog.t("en", "tenderFollowRequested") }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "tender-followed", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });

  it("takes the follow form without JavaScript, and shows the address's mistake under the field", async () => {
    const admin = await loginAsStaff(site.url);
    const id = await createTender(admin, "Minibus Hire", 10 * 24);
    const context = await site.newContext({ viewport: PHONE, javaScriptEnabled: false, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(`${site.url}/Tender/${id}`);
    await page.getByLabel("Your email address").fill("not-an-address");
    // The browser's own check would stop a person; the server must say it too.
    await page.locator("form.tender-follow-form").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Follow this tender" }).click();
    await page.getByText(fieldWords.t("en", "emailInvalid")).waitFor();
    await page.getByLabel("Your email address").fill("walkin@minibus.example");
    await page.getByRole("button", { name: "Follow this tender" }).click();
    await page.getByText(tendersCatalog.t("en", "tenderFollowRequested")).waitFor();
    // (axe needs scripts: the same page is checked with JavaScript above.)
  });

  it("lets staff post an addendum from the tender's back-office card", async () => {
    const admin = await loginAsStaff(site.url);
    await createTender(admin, "Laundry Chemicals", 20 * 24);
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/TenderUp?tab=view`, heading: "Tender Management" });
    const card = page.getByRole("article", { name: "Laundry Chemicals" });
    await card.getByText("Post an addendum").click();
    await card.getByLabel("Title").fill("Addendum 1: sample sizes");
    await card.getByLabel("PDF document").setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
    await card.getByText(filesWords.t("en", "pdfUnsupported")).waitFor();
    await card.getByLabel("PDF document").setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from(demoPdf("Addendum 1", ["Sizes"])) });
    await card.getByRole("button", { name: "Post addendum" }).click();
    await card.getByRole("link", { name: "Addendum 1: sample sizes" }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "tender-backoffice", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });
});
