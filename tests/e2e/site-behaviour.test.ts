import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { watchErrors } from "../support/page-checks";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";

/** The start of an MP4 is enough for the server's check by bytes (as in files.test.ts). */
function mp4Bytes(): Buffer {
  const mp4 = Buffer.alloc(4096);
  mp4.set([0, 0, 0, 0x18], 0);
  mp4.write("ftypisom\0\0\x02\0isommp41", 4, "latin1");
  return mp4;
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Lets React render what the last timer changed: MessageChannel is not faked by page.clock. */
async function settle(page: Page) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(0);
    }));
  }
}

/** Hydrated: the splash a first visit puts up is taken down by the page's own code. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute("data-splash") && "__reactRouterRouteModules" in window);
  await settle(page);
}

/**
 * On a paused clock, lets the page's first frame and the timer after it run: that is when a
 * page asks for its modules and hydrates (app/lib/deferred-hydration.server.ts).
 */
async function passFirstFrame(page: Page) {
  await page.clock.runFor(20);
}

/** A page whose timers run only when the test says so (DECISIONS §8 timings, no sleeps). */
async function pageWithPausedClock(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const start = new Date("2026-11-23T08:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  return page;
}

describe("behaviours of the public site", () => {
  const site = useSiteInBrowser();
  const advertTitles = ["Sunday family lunch", "Conference season package"] as const;

  beforeAll(async () => {
    const token = await loginAsStaff(site.url);
    const bytes = await jpeg(800, 500);
    // Two current adverts and one that ended yesterday, which visitors must never see.
    for (const [title, period] of [[advertTitles[0], inDays(30)], ["Ended offer", inDays(-1)], [advertTitles[1], inDays(60)]] as const) {
      const res = await fetch(`${site.url}/api/adverts`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: imageForm({ title, period }, { bytes, name: "advert.jpg", type: "image/jpeg" }, "media"),
      });
      expect(res.status).toBe(201);
    }
    const gallery = await fetch(`${site.url}/api/gallery`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: imageForm({ name: "The pool at dusk" }, { bytes, name: "pool.jpg", type: "image/jpeg" }),
    });
    expect(gallery.status).toBe(201);
    const video = new FormData();
    video.set("name", "Hotel grounds");
    video.set("video", new File([new Uint8Array(mp4Bytes())], "grounds.mp4", { type: "video/mp4" }));
    expect((await fetch(`${site.url}/api/video`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: video })).status).toBe(201);
  });

  it("shows the advert popup after 4 s, its close button 4 s after each advert, rotates every 9 s and closes on Escape", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await passFirstFrame(page);
    await waitForHydration(page);
    const popup = page.locator("dialog.advert-popup");
    const close = popup.getByRole("button", { name: "Close advert" });

    await page.clock.runFor(3_900);
    await settle(page);
    expect(await popup.isVisible()).toBe(false);
    await page.clock.runFor(100);
    await page.getByRole("dialog", { name: advertTitles[0] }).waitFor();
    expect(await close.count()).toBe(0);

    await page.clock.runFor(3_900);
    await settle(page);
    expect(await close.count()).toBe(0);
    await page.clock.runFor(100);
    await close.waitFor();

    // 9 s after it opened, the next advert, and its own 4 s before the close button returns.
    await page.clock.runFor(4_900);
    await settle(page);
    await expect.poll(() => popup.getByText(advertTitles[0]).count()).toBe(1);
    await page.clock.runFor(100);
    await page.getByRole("dialog", { name: advertTitles[1] }).waitFor();
    await settle(page);
    expect(await close.count()).toBe(0);
    await page.clock.runFor(4_000);
    await close.waitFor();
    // Then back to the first: the ended advert is never part of the loop.
    await page.clock.runFor(5_000);
    await page.getByRole("dialog", { name: advertTitles[0] }).waitFor();
    expect(await popup.textContent()).toContain("1 of 2");

    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
    // Closed for this page load: time going on does not bring it back.
    await page.clock.runFor(20_000);
    await settle(page);
    expect(await popup.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("closes the popup by itself 200 s after it appeared, and by its close button", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/Document`);
    await passFirstFrame(page);
    await waitForHydration(page);
    const popup = page.locator("dialog.advert-popup");
    await page.clock.runFor(4_000);
    await popup.waitFor();
    // Focus is inside the modal dialog, so the keyboard cannot wander behind it.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    await page.clock.runFor(199_000);
    await settle(page);
    expect(await popup.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await popup.waitFor({ state: "hidden" });

    // A new tab, so the splash marks hydration again.
    const second = await pageWithPausedClock(context);
    const secondErrors = watchErrors(second);
    await second.goto(`${site.url}/Document`);
    await passFirstFrame(second);
    await waitForHydration(second);
    const secondPopup = second.locator("dialog.advert-popup");
    await second.clock.runFor(4_000);
    await secondPopup.waitFor();
    await settle(second);
    await second.clock.runFor(4_000);
    await secondPopup.getByRole("button", { name: "Close advert" }).click();
    await secondPopup.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    expect(secondErrors).toEqual([]);
  });

  it("on a phone, waits while the guest is in a field, keeps clear of the booking bar, and shows once per visit", async () => {
    const context = await site.newContext({ viewport: PHONE });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await passFirstFrame(page);
    await waitForHydration(page);
    const popup = page.locator("dialog.advert-popup");
    const bar = page.locator("form#book");
    const fields = bar.locator("input, select");

    // The guest is choosing dates: 4 s pass and nothing covers what they are doing.
    await page.locator("#book-arrival").focus();
    await page.clock.runFor(6_000);
    await settle(page);
    expect(await popup.isVisible()).toBe(false);
    // Moving on to the next field is still filling in the form.
    await page.locator("#book-adults").focus();
    await settle(page);
    expect(await popup.isVisible()).toBe(false);
    // Leaving the fields lets the popup come.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.getByRole("dialog", { name: advertTitles[0] }).waitFor();

    /** The popup's box never meets the bar's, and every field answers a tap at its centre. */
    async function expectBarUsable() {
      const box = (await popup.boundingBox())!;
      const form = (await bar.boundingBox())!;
      const overlaps = box.y < form.y + form.height && form.y < box.y + box.height;
      expect(overlaps, JSON.stringify({ box, form })).toBe(false);
      for (const field of await fields.all()) {
        if (!(await field.isVisible())) continue;
        const hit = await field.evaluate((el) => {
          const r = el.getBoundingClientRect();
          if (r.bottom < 0 || r.top > window.innerHeight) return true;
          return document.elementFromPoint(r.left + r.width / 2, Math.min(Math.max(r.top + r.height / 2, 1), window.innerHeight - 1)) === el;
        });
        expect(hit).toBe(true);
      }
    }
    await expectBarUsable();
    // The guest scrolls the bar to the top of the screen: the popup moves to the other edge.
    await page.evaluate(() => window.scrollTo(0, document.getElementById("book")!.getBoundingClientRect().top + window.scrollY - 40));
    await expect.poll(async () => (await popup.getAttribute("data-dock")) === "bottom").toBe(true);
    await expectBarUsable();

    // Starting on a field (a tap Playwright refuses if anything lies over it) sends the popup away.
    await page.locator("#book-departure").click();
    await popup.waitFor({ state: "hidden" });

    // Once per visit: the next page of this tab has no popup, whatever the time.
    await page.goto(`${site.url}/Document`);
    await passFirstFrame(page);
    await page.clock.runFor(15_000);
    await settle(page);
    expect(await popup.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("never shows the advert popup in the back-office", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/login?redirectTo=%2Fadvert`);
    await passFirstFrame(page);
    await logIn(page, { heading: "Manage Advert" });
    await page.clock.runFor(15_000);
    await settle(page);
    expect(await page.locator("dialog.advert-popup").count()).toBe(0);
    for (const title of advertTitles) expect(await page.getByRole("dialog", { name: title }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps the advert popup off the pages where a guest signs in or fills in a form, and shows it again on the home page", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    for (const path of ["/login", "/EventPlan", "/booking", "/forgetPassword"]) {
      await page.goto(`${site.url}${path}`);
      await passFirstFrame(page);
      await page.clock.runFor(15_000);
      await settle(page);
      expect(await page.locator("dialog.advert-popup[open]").count(), path).toBe(0);
    }
    // Leaving the form for the home page, the popup comes 4 s later as usual.
    await page.getByRole("link", { name: "Home", exact: true }).first().click();
    await page.waitForURL(`${site.url}/`);
    await page.clock.runFor(5_000);
    await settle(page);
    await expect.poll(() => page.locator("dialog.advert-popup[open]").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("puts up the splash on the first visit of a tab only, for at most 3 s, and never for readers without JavaScript", async () => {
    const context = await site.newContext({ viewport: PHONE });
    // Records whether the splash was ever up on each page load.
    await context.addInitScript(() => {
      const w = window as unknown as { splashShown: boolean };
      w.splashShown = false;
      // <html> may not exist yet when this runs: watch the whole document.
      new MutationObserver(() => {
        if (document.documentElement?.hasAttribute("data-splash")) w.splashShown = true;
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-splash"] });
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { splashShown: boolean }).splashShown)).toBe(true);
    await page.goto(`${site.url}/Document`);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { splashShown: boolean }).splashShown)).toBe(false);
    expect(errors).toEqual([]);

    // A page whose scripts never load still loses the splash after 3 s.
    const stalled = await pageWithPausedClock(context);
    await stalled.route("**/assets/*.js", (route) => route.abort());
    await stalled.goto(`${site.url}/`);
    expect(await stalled.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(true);
    await stalled.clock.runFor(2_900);
    expect(await stalled.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(true);
    await stalled.clock.runFor(100);
    expect(await stalled.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(false);

    const { page: reader } = await site.open({ viewport: PHONE, javaScriptEnabled: false });
    await reader.goto(`${site.url}/`);
    expect(await reader.evaluate(() => document.documentElement.hasAttribute("data-splash"))).toBe(false);
    expect(await reader.getByRole("heading", { level: 1 }).isVisible()).toBe(true);
  });

  it("shows back-to-top after 600 px of scrolling and keeps it off the copyright line on a phone", async () => {
    // Reduced motion: the jump back to the top is instant rather than a smooth scroll.
    const { page, errors } = await site.open({ viewport: PHONE, reducedMotion: "reduce" });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    const toTop = page.locator("a.to-top");
    await page.evaluate(() => window.scrollTo(0, 500));
    await settle(page);
    expect(await toTop.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => toTop.isVisible()).toBe(true);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)).toBe(true);
    const button = (await toTop.boundingBox())!;
    const copyright = (await page.locator(".footer-base p").first().boundingBox())!;
    const overlaps =
      button.x < copyright.x + copyright.width && copyright.x < button.x + button.width && button.y < copyright.y + copyright.height && copyright.y < button.y + button.height;
    expect(overlaps).toBe(false);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps one header menu open at a time, closes them on navigation, and focuses the toasts with Alt+T", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await page.goto(`${site.url}/`);
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const openMenus = () => page.locator("details[data-menu][open]").count();
    await nav.getByText("Service", { exact: true }).click();
    expect(await openMenus()).toBe(1);
    await nav.getByText("Loyalty", { exact: true }).click();
    expect(await openMenus()).toBe(1);
    expect(await page.locator("details[data-menu][open] summary").textContent()).toBe("Loyalty");
    await nav.getByText("More", { exact: true }).click();
    await nav.getByRole("link", { name: "Documents" }).click();
    await page.getByRole("heading", { name: "Documents & Downloads", level: 1 }).waitFor();
    expect(await openMenus()).toBe(0);

    await page.keyboard.press("Alt+T");
    expect(await page.evaluate(() => document.activeElement?.closest(".toast-region") !== null)).toBe(true);
    const region = (await page.locator(".toast-region").boundingBox())!;
    expect(region.x + region.width).toBeGreaterThan(1280 - 40);
    expect(region.y).toBeLessThan(100);
    expect(errors).toEqual([]);
  });

  it("plays the hero video only without Save-Data or reduced motion, and fetches no video bytes otherwise", async () => {
    async function visit(options: { reducedMotion?: "reduce"; saveData?: boolean; width?: number; expectVideo?: boolean }) {
      const context = await site.newContext({ viewport: { width: options.width ?? LAPTOP.width, height: LAPTOP.height }, reducedMotion: options.reducedMotion ?? "no-preference" });
      if (options.saveData) {
        await context.addInitScript(() => {
          Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true });
        });
      }
      const page = await context.newPage();
      const errors = watchErrors(page);
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/files/")) videoRequests.push(request.url());
      });
      const videoFetched = options.expectVideo ? page.waitForRequest((request) => request.url().includes("/files/")) : null;
      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      await videoFetched;
      // The poster is in the server HTML either way.
      expect(await page.locator(".hero-backdrop img").count()).toBe(1);
      const videos = await page.locator("video.hero-video").count();
      await context.close();
      return { videos, videoRequests, errors };
    }

    const allowed = await visit({ expectVideo: true });
    expect(allowed.videos).toBe(1);
    expect(allowed.videoRequests.length).toBeGreaterThan(0);
    for (const refused of [await visit({ reducedMotion: "reduce" }), await visit({ saveData: true }), await visit({ width: 390 })]) {
      expect(refused.videos).toBe(0);
      expect(refused.videoRequests).toEqual([]);
      expect(refused.errors).toEqual([]);
    }
  });
});
