import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium } from "../support/browser";
import { emailsIn } from "../support/email-samples";
import { expectAccessible, watchErrors } from "../support/page-checks";
import { LAPTOP, PHONE } from "../support/site-in-browser";

/**
 * A reservation email's HTML part (decision 056) as a guest's mail app shows it, in real
 * Chromium on a phone and a laptop: WCAG 2.1 AA by axe, nothing wider than the phone's screen,
 * the stay's table and the cancel button where a guest can see and tap them.
 */
describe.each(["en", "ny"] as const)("a reservation email's HTML in %s", (language) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ["phone", PHONE],
    ["laptop", LAPTOP],
  ] as const)("reads and taps well on a %s", async (_device, viewport) => {
    const emails = emailsIn(language);
    for (const email of [emails.reservationRequested, emails.reservationConfirmed]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);
      // The room's picture is on the hotel's site, which this browser cannot reach: its alt text stands in.
      await page.setContent(email.html ?? "", { waitUntil: "load" });
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const table = page.getByRole("table");
      await expect.poll(() => table.getByRole("rowheader").count()).toBe(6);
      const cancel = page.getByRole("link", { name: language === "en" ? "Cancel this reservation" : "Letsani reservation iyi" });
      expect(await cancel.getAttribute("href")).toMatch(/^https:\/\/hotel\.example\/booking\/cancel\/tok2?$/);
      const box = await cancel.boundingBox();
      // A button a thumb can hit (WCAG 2.5.8 asks 24 px; a real button is bigger).
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      expect(errors.filter((error) => !/ERR_NAME_NOT_RESOLVED|Failed to load resource/.test(error))).toEqual([]);
      await context.close();
    }
  });
});
