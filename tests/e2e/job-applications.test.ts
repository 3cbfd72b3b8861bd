import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { filesWords } from "~/platform/files/files-words";
import type JobApplicationCatalogue from "~/features/job-applications/job-applications.messages.json";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, loginAsStaff } from "../support/api-client";
import { catalogueSource } from "../support/catalogue-source";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

const { en } = catalogueSource<typeof JobApplicationCatalogue>("features/job-applications/job-applications.messages.json");

describe("applying for a vacancy in the browser", () => {
  const site = useSiteInBrowser();

  it("on a phone, checks the form before sending, then sends the application with a PDF CV", async () => {
    const staff = await loginAsStaff(site.url);
    const created = await api(site.url, "/api/vacancies", {
      method: "POST",
      token: staff,
      body: JSON.stringify({ name: "Guest Relations Officer", closingDate: hotelDate(new Date(Date.now() + 20 * 86_400_000)), vacancy: "<p>Welcome our guests and look after their stay from arrival to departure.</p>" }),
    });
    const id = created.body.data.id as number;

    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/career/${id}`);
    await page.getByRole("heading", { name: en.title, level: 2 }).waitFor();
    await keepScreenshot(page, "career-apply-form", PHONE_AND_LAPTOP);
    // Hydrated, so the form is checked in the page before anything is sent.
    await hydrated(page, "form.apply-form");
    await page.getByRole("button", { name: en["form.send"] }).click();
    await expect.poll(() => page.getByText(en.nameRequired).isVisible()).toBe(true);
    expect(await page.getByText(filesWords.t("en", "cvRequired")).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, "career-apply-errors", PHONE_AND_LAPTOP);

    const form = page.locator("form.apply-form");
    await form.getByLabel(en["form.name"]).fill("Thandiwe Phiri");
    await form.getByLabel(en["form.email"]).fill("thandiwe.phiri@example.com");
    await form.getByLabel(en["form.phone"]).fill("+265 888 765 432");
    await form.getByLabel(en["form.coverNote"]).fill("Four years at the front desk of a lodge in Mangochi.");
    await form.getByLabel(en["form.cv"]).setInputFiles({ name: "thandiwe-cv.pdf", mimeType: "application/pdf", buffer: Buffer.from(demoPdf("Thandiwe Phiri", ["Front desk, 4 years"])) });
    await page.getByRole("button", { name: en["form.send"] }).click();
    await page.getByRole("status").filter({ hasText: en.sent }).first().waitFor();
    // A new, empty form.
    expect(await form.getByLabel(en["form.name"]).inputValue()).toBe("");
    await keepScreenshot(page, "career-apply-sent", PHONE_AND_LAPTOP);

    const listed = (await api(site.url, "/api/job-applications", { token: staff })).body.data as { name: string; vacancyId: number; cv: { mime: string } | null }[];
    expect(listed.find((application) => application.name === "Thandiwe Phiri")).toMatchObject({ vacancyId: id, cv: { mime: "application/pdf" } });
    expect(errors).toEqual([]);
  });
});
