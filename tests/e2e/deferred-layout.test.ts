import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useSiteInBrowser } from "../support/site-in-browser";

/**
 * Sections below the first screen are laid out and painted only as the visitor
 * nears them (content-visibility, docs/decisions/045-public-script-chunks.md), so a phone's first
 * layout after the first paint covers one screen. Nothing a guest sees may go: each part is
 * rendered once scrolled to, and what it holds still works.
 */
describe("parts of a page below the first screen", () => {
  const site = useSiteInBrowser({ demoContent: true });

  /** Whether the browser is skipping an element's rendering for now (checkVisibility's content-visibility option). */
  const rendered = (page: Page, selector: string) =>
    page.locator(selector).first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));

  it("are rendered only when the visitor nears them, on the home page of a phone", async () => {
    const { page, errors } = await site.open({ viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(site.url + "/");
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-splash") && "__reactRouterRouteModules" in window);

    // The first screen is drawn; the partners' row at the end waits. The footer is always drawn
    // (accessibility checkers must see its colours).
    expect(await rendered(page, "#hero-title")).toBe(true);
    expect(await rendered(page, ".partners h2")).toBe(false);
    expect(await rendered(page, ".site-footer a")).toBe(true);

    // Scrolled to, a section is drawn and used as before.
    await page.locator(".partners h2").scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(page, ".partners h2")).toBe(true);
    expect(errors).toEqual([]);
  });

  it("keep every section of the home page in place for a link to it and for find-in-page", async () => {
    const { page } = await site.open({ viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(site.url + "/#vip-title");
    // A fragment link lands on its section, drawn, although it was below the first screen.
    await expect.poll(() => rendered(page, "#vip-title")).toBe(true);
    const top = await page.locator("#vip-title").evaluate((h) => h.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(PHONE.height / 2);
    // Skipped text is still in the page for search and assistive technology.
    expect(await page.locator(".partners").textContent()).not.toBe("");
  });

  it("leave a short page still once drawn: the first section is never a stand-in, nor the footer pushed away", async () => {
    const { page, errors } = await site.open({ viewport: PHONE, reducedMotion: "reduce" });
    await page.addInitScript(() => {
      const shifts: string[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; sources: { node?: Node }[] }[])
          shifts.push(`${entry.value.toFixed(3)} ${entry.sources.map((source) => source.node?.nodeName).join(",")}`);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The Terms page before an administrator writes them: a hero, one short paragraph, the footer.
    await page.goto(site.url + "/TermsConditions");
    await page.getByText("This text is being updated.").waitFor();
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).toEqual([]);
    expect(await rendered(page, "main > .section")).toBe(true);
    expect(errors).toEqual([]);
  });
});
