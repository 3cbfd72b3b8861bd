import { describe, expect, it } from "vitest";
import { hydrated, LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/**
 * A page served from the render cache carries script hashes instead of a nonce
 * (docs/decisions/014-render-cache.md): Chromium must run its inline scripts, hydrate it and
 * navigate on the client, with no policy violation.
 */
describe("a page from the render cache in Chromium", () => {
  const site = useSiteInBrowser();

  it("hydrates the stored copy and follows a link without reloading", async () => {
    // A first visitor has the page rendered and stored; a second one (own browser cache) gets the copy.
    const { page: first } = await site.open();
    await first.goto(`${site.url}/Document`);

    const { context, page, errors } = await site.open({ viewport: LAPTOP });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP blocked ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${site.url}/Document`);
    expect(response?.headers()["x-render-cache"]).toBe("hit");
    expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
    expect(await context.cookies()).toEqual([]);

    // Client-side navigation keeps the window (and this marker): the router is running.
    // The router's context arrives before React has hydrated the link; a click before that is a
    // plain page load, so wait for the link itself to be React's.
    await hydrated(page, "footer a.brand");
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.locator("footer a.brand").click();
    await page.waitForURL(`${site.url}/`);
    await page.locator("main h1").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(errors).toEqual([]);
  });
});
