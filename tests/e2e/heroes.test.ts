import { describe, expect, it } from "vitest";
import { keepScreenshot, LAPTOP, PHONE, useSiteInBrowser } from "../support/site-in-browser";

/** Pages that open on a photograph (the demo's pictures), the home page first. */
const PHOTO_PAGES: readonly [path: string, hero: string][] = [
  ["/", ".hero-photo"],
  ["/accomodationService", ".page-hero-photo"],
  ["/villa", ".page-hero-photo"],
  ["/VIPClub", ".page-hero-photo"],
  ["/WhoWeAre", ".page-hero-photo"],
];

/**
 * The look a five-star hotel signs off: a photograph leads each page, edge to edge and at least
 * 70 % of the first screen, with its shade behind the words only, so the picture shows.
 */
describe("full-bleed heroes", () => {
  const site = useSiteInBrowser({ demoContent: true });

  for (const viewport of [PHONE, LAPTOP]) {
    it(`fill at least 70 % of the first screen edge to edge, and leave the picture clear away from the words, at ${viewport.width} px`, async () => {
      const { page, errors } = await site.open({ viewport });
      for (const [path, selector] of PHOTO_PAGES) {
        await page.goto(`${site.url}${path}`);
        const hero = page.locator(selector).first();
        const box = (await hero.boundingBox())!;
        expect(box.width, path).toBe(viewport.width);
        expect(Math.round(box.height), path).toBeGreaterThanOrEqual(Math.floor(viewport.height * 0.7));
        if (path !== "/") {
          // The page hero's words sit at its foot; its top fifth is the photograph, unshaded.
          const topShade = await hero.evaluate((element) => getComputedStyle(element, "::after").backgroundImage);
          expect(topShade, path).toMatch(/rgba\(10, 30, 34, 0\) \d+%\)$/);
        }
      }
      await keepScreenshot(page, `hero-home-${viewport.width}`);
      expect(errors).toEqual([]);
    });
  }
});
