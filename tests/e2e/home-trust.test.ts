import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { hydrated, LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { reviewsStaffWords } from "~/features/reviews/reviews-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/** Set E2E_SCREENSHOT_DIR to keep the section as it looked, for a human look. */
async function keepSectionScreenshot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.locator("section.trust").screenshot({ path: path.join(dir, `${name}.png`) });
}

/** Set E2E_SCREENSHOT_DIR to keep a back-office screen as it looked. */
async function keepSectionScreenshotOfPage(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * The home page's trust section with the demo's reviews and awards: two guests' words side by
 * side on a laptop, one above the other on a phone, never wider than the screen, accessible,
 * in English and in Chichewa.
 */
describe("the home page's trust section", () => {
  const site = useSiteInBrowser({ demoContent: true });

  it("shows the newest reviews, the awards, the stay's times and the set social links on a phone and a laptop, in both languages", async () => {
    const admin = await loginAsStaff(site.url);
    const saved = await api(site.url, "/api/settings", {
      method: "PUT",
      token: admin,
      body: JSON.stringify({ facebookUrl: "https://www.facebook.com/umodzipark", instagramUrl: "https://www.instagram.com/umodzipark", tripadvisorUrl: "https://www.tripadvisor.com/Hotel_Review-umodzi" }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    for (const viewport of [PHONE, LAPTOP]) {
      for (const [prefix, firstQuote] of [["", "The staff remembered our anniversary"], ["/ny", "Ogwira ntchito anakumbukira"]] as const) {
        const { context, page, errors } = await site.open({ viewport, reducedMotion: "reduce" });
        await context.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
        await page.goto(`${site.url}${prefix}/`);
        const section = page.locator("section.trust");
        await section.scrollIntoViewIfNeeded();

        const quotes = section.locator(".review-quote");
        await expect.poll(() => quotes.count()).toBe(2);
        expect(await quotes.first().textContent()).toContain(firstQuote);
        expect(await section.locator(".trust-award").count()).toBe(3);
        expect(await section.locator(".trust-times dd").allTextContents()).toEqual(["14:00", "11:00"]);
        expect(await section.locator(".trust-social a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hostname))).toEqual([
          "www.facebook.com",
          "www.instagram.com",
          "www.tripadvisor.com",
        ]);

        // Two reviews side by side on a laptop, one above the other on a phone.
        const [first, second] = await Promise.all([0, 1].map((i) => section.locator(".review").nth(i).boundingBox()));
        if (viewport === LAPTOP) expect(second!.y).toBe(first!.y);
        else expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        await keepSectionScreenshot(page, `home-trust${prefix.replace("/", "-")}-${viewport.width}`);
        if (viewport === PHONE) await expectAccessible(page);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it("takes a review staff add on /reviews, with its Chichewa words, and shows it first on both home pages", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/reviews?tab=view`, heading: "Guest reviews" });
    await page.getByRole("article", { name: "Daniel and Ruth K., London" }).waitFor();
    await keepSectionScreenshotOfPage(page, "reviews-screen-390");

    await page.getByRole("tab", { name: "Add-Review" }).click();
    await hydrated(page, "form textarea");
    // Sent empty, the form names what is missing.
    await page.getByRole("button", { name: "Add review" }).click();
    await page.getByText(reviewsStaffWords.t("en", "quoteRequired")).waitFor();
    await expectAccessible(page);

    await page.getByLabel("The guest's words", { exact: true }).fill("Our wedding weekend was flawless, from the garden ceremony to the last dance.");
    await page.locator('form [name="quote_ny"]').first().fill("Sabata la ukwati wathu linali labwino kwambiri, kuyambira mwambo wa m'munda mpaka kuvina komaliza.");
    await page.getByLabel("Guest's name", { exact: true }).fill("Tadala and Kondwani M., Lilongwe");
    await page.getByLabel(/^Stay or occasion/).first().fill("Wedding, April 2026");
    await page.getByLabel(/^Rating \(stars, 1–5\)/).fill("5");
    await page.setViewportSize(LAPTOP);
    await keepSectionScreenshotOfPage(page, "reviews-screen-add-1280");
    await page.getByRole("button", { name: "Add review" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();

    for (const [prefix, words] of [["", "Our wedding weekend was flawless"], ["/ny", "Sabata la ukwati wathu"]] as const) {
      await page.goto(`${site.url}${prefix}/`);
      expect(await page.locator("section.trust .review-quote").first().textContent()).toContain(words);
    }
    expect(errors).toEqual([]);
  });
});
