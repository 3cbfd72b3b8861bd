import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/browser";
import { watchErrors } from "../support/page-checks";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * A page served from the render cache carries script hashes instead of a nonce
 * (docs/decisions/014-render-cache.md): Chromium must run its inline scripts, hydrate it and
 * navigate on the client, with no policy violation.
 */
describe("a page from the render cache in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("hydrates the stored copy and follows a link without reloading", async () => {
    // A first visitor has the page rendered and stored; a second one (own browser cache) gets the copy.
    const first = await browser.newContext();
    await (await first.newPage()).goto(`${server.url}/Document`);
    await first.close();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP blocked ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${server.url}/Document`);
    expect(response?.headers()["x-render-cache"]).toBe("hit");
    expect(response?.headers()["content-security-policy"]).toContain("'sha256-");
    expect(await context.cookies()).toEqual([]);

    // Client-side navigation keeps the window (and this marker): the router is running.
    await page.waitForFunction(() => "__reactRouterContext" in window);
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await page.locator("footer a.brand").click();
    await page.waitForURL(`${server.url}/`);
    await page.locator("main h1").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
