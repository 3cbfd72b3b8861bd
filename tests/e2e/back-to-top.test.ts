import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PHONE, useSiteInBrowser } from "../support/site-in-browser";

/** What a phone shows at once, in page coordinates. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating back-to-top button never sits on the send button of the form the guest is filling in (phones, 390 px). */
describe("back-to-top beside a form's send button on a phone", () => {
  const site = useSiteInBrowser({ demoContent: true });

  async function hydrated(page: Page, path: string) {
    await page.goto(site.url + path);
    await page.waitForFunction(() => !document.documentElement.hasAttribute("data-splash") && "__reactRouterRouteModules" in window);
  }

  /** Visible, and not sitting on the send button (what a guest's thumb would hit). */
  async function coveredBy(toTop: Locator, submit: Locator): Promise<boolean> {
    if (!(await toTop.isVisible())) return false;
    const [a, b] = await Promise.all([toTop.boundingBox(), submit.boundingBox()]);
    return a !== null && b !== null && overlap(a, b);
  }

  it.each([
    ["/ContactUs", "Send message"],
    ["/VIPClub", "Register Now"],
  ])("keeps %s's %s button free, in the bottom corner and when focused", async (path, label) => {
    const { page, errors } = await site.open({ viewport: PHONE, reducedMotion: "reduce" });
    await hydrated(page, path);
    const toTop = page.locator("a.to-top");
    const submit = page.getByRole("button", { name: label, exact: true });

    // The send button at the very bottom of the screen, where the floating button sits, well past 600 px.
    await page.evaluate((name) => {
      const button = [...document.querySelectorAll("form button")].find((b) => b.textContent?.trim() === name)!;
      const rect = button.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + rect.bottom - window.innerHeight + 12);
    }, label);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect.poll(() => coveredBy(toTop, submit)).toBe(false);
    expect(await submit.isVisible()).toBe(true);

    // Scrolled on, the send button leaves the corner and the floating button comes back.
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(() => toTop.isVisible()).toBe(true);

    // Reached by the keyboard: focused and scrolled into view, still free to press.
    await submit.focus();
    await page.evaluate(() => (document.activeElement as HTMLElement).scrollIntoView({ block: "end" }));
    await expect.poll(() => coveredBy(toTop, submit)).toBe(false);
    expect(errors).toEqual([]);
  });
});
