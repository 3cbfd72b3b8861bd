import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageCookie } from "../support/page-session";
import { LAPTOP, PHONE, useSiteInBrowser } from "../support/site-in-browser";

const BRAND_FACE = /^"Cormorant Garamond"/;
const BODY_FACE = /^"?Jost"?,/;

/** The first font the browser asks for on each element the selector finds (at least one). */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  await page.locator(selector).first().waitFor({ state: "attached" });
  return page.locator(selector).evaluateAll((elements) => elements.map((el) => getComputedStyle(el).fontFamily));
}

/** Every serif text of the site, public pages and back-office, is set in the one self-hosted brand face. */
describe("one serif face for the hotel's headings and display text", () => {
  const site = useSiteInBrowser({ demoContent: true });

  it("sets the wordmark, headings, wizard step titles, table cells and offer rates in Cormorant Garamond", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    const checks: Record<string, string[]> = {
      "/": [".wordmark-name", "h1", "h2"],
      "/EventPlan": [".wizard-step-title"],
      "/Document": [".download-name"],
      "/ConferenceService": [".capacity-chart th[scope='row']"],
      "/festive": [".offer-tile-rate strong"],
    };
    for (const [path, selectors] of Object.entries(checks)) {
      await page.goto(`${site.url}${path}`);
      for (const selector of selectors) {
        for (const face of await facesOf(page, selector)) expect(face, `${path} ${selector}`).toMatch(BRAND_FACE);
      }
    }
    // The face is really there, not only asked for: the self-hosted file loaded.
    expect(await page.evaluate(async () => (await document.fonts.load('600 1rem "Cormorant Garamond"')).length)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("sets the body text in Jost beside it, and a light page in the system's face", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/`);
    for (const selector of ["body", ".lead", ".btn", "label"]) {
      for (const face of await facesOf(page, selector)) expect(face, selector).toMatch(BODY_FACE);
    }
    expect(await page.evaluate(async () => (await document.fonts.load('400 1rem "Jost"')).length)).toBeGreaterThan(0);

    // A phone that saves data gets light mode: the system's face (light-mode-budget.test.ts checks no font is fetched).
    const light = await (await site.newContext({ viewport: PHONE, extraHTTPHeaders: { "Save-Data": "on" } })).newPage();
    await light.goto(`${site.url}/`);
    expect(await light.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    expect(await facesOf(light, "body")).toEqual([expect.stringMatching(/^system-ui,/)]);
    expect(errors).toEqual([]);
  });

  it("uses the same faces in the back-office: its wordmark and page titles, and the body face for its text", async () => {
    const { context, page, errors } = await site.open({ viewport: LAPTOP });
    const [name, value] = (await pageCookie(site.url)).split("=") as [string, string];
    await context.addCookies([{ name, value, url: site.url }]);
    await page.goto(`${site.url}/advert`);
    for (const selector of [".admin .wordmark-name", ".admin-page-header h1"]) {
      for (const face of await facesOf(page, selector)) expect(face, selector).toMatch(BRAND_FACE);
    }
    for (const face of await facesOf(page, ".admin")) expect(face).toMatch(BODY_FACE);
    expect(errors).toEqual([]);
  });
});
