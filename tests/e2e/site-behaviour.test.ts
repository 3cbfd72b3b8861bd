import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { expectAccessible, watchErrors } from "../support/page-checks";
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

/**
 * After a scroll: the card places itself on the next animation frame, which the paused clock
 * only gives when it moves (one frame is 16 ms).
 */
async function settleAfterScroll(page: Page) {
  await page.clock.runFor(16);
  await settle(page);
}

/** Hydrated: the page's own code runs (and a first visit's splash, gone once the page was ready, is down). */
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

/**
 * Waits for the advert to show on a paused clock. Its code arrives over the network when its
 * time comes, and React may then hold the reveal on a timer, which runs only when the clock moves.
 */
async function revealed(page: Page, card: Locator) {
  await expect.poll(async () => (await card.isVisible()) || (await page.clock.runFor(50), false), { timeout: 20_000 }).toBe(true);
}

/** A page whose timers run only when the test says so (DECISIONS §8 timings, no sleeps). */
async function pageWithPausedClock(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const start = new Date("2026-11-23T08:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  return page;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The advert is a small card or a slim banner, never a third of the screen; it lies over no
 * field and not over the home page's booking bar, and every field in view answers a tap at its
 * centre. While there is no such place it is out of sight (and then nothing is covered).
 */
async function expectSmallCardClearOfTheBar(page: Page) {
  const card = page.locator("aside.advert-card");
  expect(await card.count()).toBe(1);
  if (!(await card.isVisible())) {
    expect(await card.getAttribute("data-no-room")).not.toBeNull();
    return;
  }
  const box = (await card.boundingBox())!;
  const screen = page.viewportSize()!;
  expect(box.height, JSON.stringify(box)).toBeLessThanOrEqual(screen.height * 0.15);
  if (screen.width >= LAPTOP.width) expect(box.width).toBeLessThanOrEqual(400);
  for (const field of await page.locator("form#book, input:not([type=hidden]), select, textarea").all()) {
    if (!(await field.isVisible())) continue;
    const other = (await field.boundingBox())!;
    expect(overlap(box, other), JSON.stringify({ card: box, field: other })).toBe(false);
    const answers = await field.evaluate((el) => {
      const r = el.getBoundingClientRect();
      if (el.id === "book" || r.bottom < 0 || r.top > window.innerHeight) return true;
      const hit = document.elementFromPoint(r.left + r.width / 2, Math.min(Math.max(r.top + r.height / 2, 1), window.innerHeight - 1));
      return hit === el || el.contains(hit);
    });
    expect(answers).toBe(true);
  }
}

/** The card links to its offer, with its picture and its title: the advert's picture, large enough to read. */
async function expectLinkToOffer(page: Page, title: string) {
  const link = page.locator("aside.advert-card").getByRole("link", { name: title });
  expect(await link.count()).toBe(1);
  expect(await link.locator("img").isVisible()).toBe(true);
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/media\/[^/]+-\d+\.jpg$/);
  const offer = await page.request.get(new URL(href, page.url()).toString());
  expect(offer.status()).toBe(200);
  expect(offer.headers()["content-type"]).toBe("image/jpeg");
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

  it("shows the advert as a card after 4 s, clear of the booking bar, linking to its offer, its close button 4 s after each advert, rotating every 9 s, closed by Escape", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await passFirstFrame(page);
    await waitForHydration(page);
    const card = page.locator("aside.advert-card");
    const close = card.getByRole("button", { name: "Close advert" });

    await page.clock.runFor(3_900);
    await settle(page);
    expect(await card.isVisible()).toBe(false);
    await page.clock.runFor(100);
    await revealed(page, page.getByRole("complementary", { name: advertTitles[0] }));
    expect(await close.count()).toBe(0);
    // A card, not a modal: nothing else on the page is shut away, focus stays where it was.
    expect(await page.locator("dialog[open]").count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.closest(".advert-card") ?? null)).toBeNull();
    await expectSmallCardClearOfTheBar(page);
    await expectLinkToOffer(page, advertTitles[0]);
    // Screen readers hear it once, politely.
    expect(await page.getByRole("status").filter({ hasText: `Offer: ${advertTitles[0]}` }).count()).toBe(1);

    await page.clock.runFor(3_900);
    await settle(page);
    expect(await close.count()).toBe(0);
    await page.clock.runFor(100);
    await close.waitFor();

    // 9 s after it opened, the next advert, and its own 4 s before the close button returns.
    await page.clock.runFor(4_900);
    await settle(page);
    await expect.poll(() => card.getByText(advertTitles[0]).count()).toBe(1);
    await page.clock.runFor(100);
    await page.getByRole("complementary", { name: advertTitles[1] }).waitFor();
    await settle(page);
    expect(await close.count()).toBe(0);
    await expectLinkToOffer(page, advertTitles[1]);
    await page.clock.runFor(4_000);
    await close.waitFor();
    // Then back to the first: the ended advert is never part of the loop.
    await page.clock.runFor(5_000);
    await page.getByRole("complementary", { name: advertTitles[0] }).waitFor();
    expect(await card.textContent()).toContain("1 of 2");

    // The keyboard reaches it after the page's content; while it is inside, the link stays put.
    const lastInMain = await page.evaluate(() => {
      const focusable = [...document.querySelectorAll<HTMLElement>("main a[href], main button, main input, main select, main summary")].filter(
        (element) => element.checkVisibility() && element.tabIndex >= 0 && !element.closest("[inert]"),
      );
      const last = focusable.at(-1)!;
      last.setAttribute("data-test-last", "");
      last.focus();
      return document.activeElement === last;
    });
    expect(lastInMain).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest(".advert-card") !== null && document.activeElement?.tagName === "A")).toBe(true);
    await page.clock.runFor(9_000);
    await settle(page);
    expect(await card.getByText(advertTitles[0]).count()).toBe(1);

    // Escape closes it, and the keyboard goes back to where it came from.
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-test-last"))).toBe(true);
    // Closed for this page load: time going on does not bring it back.
    await page.clock.runFor(20_000);
    await settle(page);
    expect(await card.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("keeps the advert card accessible on a phone and a laptop, on the page's own clock", async () => {
    // axe waits on timers of its own, so this look is on a running clock, not a paused one.
    for (const viewport of [PHONE, LAPTOP]) {
      const { page, errors } = await site.open({ viewport });
      await page.goto(`${site.url}/`);
      await waitForHydration(page);
      const card = page.locator("aside.advert-card");
      await card.waitFor({ state: "attached", timeout: 15_000 });
      // The phone's first screen is the welcome and the bar: the banner shows once the guest reads on.
      await page.evaluate(() => window.scrollTo(0, document.getElementById("book")!.getBoundingClientRect().top + window.scrollY - 40));
      await card.waitFor();
      await card.getByRole("button", { name: "Close advert" }).waitFor();
      await expectSmallCardClearOfTheBar(page);
      await expectAccessible(page);
      expect(errors).toEqual([]);
    }
  });

  it("closes the advert by itself 200 s after it appeared, and by its close button", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/Document`);
    await passFirstFrame(page);
    await waitForHydration(page);
    const popup = page.locator("aside.advert-card");
    await page.clock.runFor(4_000);
    await revealed(page, popup);
    // Not a modal: the guest's focus is not taken from the page.
    expect(await page.evaluate(() => document.activeElement?.closest(".advert-card") ?? null)).toBeNull();
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
    const secondPopup = second.locator("aside.advert-card");
    await second.clock.runFor(4_000);
    await revealed(second, secondPopup);
    await settle(second);
    await second.clock.runFor(4_000);
    await secondPopup.getByRole("button", { name: "Close advert" }).click();
    await secondPopup.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
    expect(secondErrors).toEqual([]);
  });

  it("on a phone, waits while the guest is in a field, shows a slim banner clear of the booking bar and every field, and shows once per visit", async () => {
    const context = await site.newContext({ viewport: PHONE });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/`);
    await passFirstFrame(page);
    await waitForHydration(page);
    const card = page.locator("aside.advert-card");

    // The guest is choosing dates: 4 s pass and nothing covers what they are doing.
    await page.locator("#book-arrival").focus();
    await page.clock.runFor(6_000);
    await settle(page);
    expect(await card.count()).toBe(0);
    // Moving on to the next field is still filling in the form.
    await page.locator("#book-adults").focus();
    await settle(page);
    expect(await card.count()).toBe(0);
    // Leaving the fields lets the advert come, wherever it finds room.
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await card.waitFor({ state: "attached" });
    await settle(page);
    await expectSmallCardClearOfTheBar(page);

    // Scrolled so the bar is at the top of the screen: a slim banner at the bottom, below it.
    await page.evaluate(() => window.scrollTo(0, document.getElementById("book")!.getBoundingClientRect().top + window.scrollY - 40));
    await settleAfterScroll(page);
    expect(await card.getAttribute("data-dock")).toBe("bottom");
    expect(await card.isVisible()).toBe(true);
    await expectSmallCardClearOfTheBar(page);
    await expectLinkToOffer(page, advertTitles[0]);
    // Read on with the bar filling the bottom of the screen: it never sits on the fields.
    for (const offset of [200, 400, 600, 700]) {
      await page.evaluate((y) => window.scrollTo(0, document.getElementById("book")!.getBoundingClientRect().top + window.scrollY - y), offset);
      await settleAfterScroll(page);
      await expectSmallCardClearOfTheBar(page);
    }
    // And further down, by the footer's newsletter field.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settleAfterScroll(page);
    await expectSmallCardClearOfTheBar(page);

    // Starting on a field (a tap Playwright refuses if anything lies over it) sends the banner away.
    await page.evaluate(() => window.scrollTo(0, document.getElementById("book")!.getBoundingClientRect().top + window.scrollY - 40));
    await settleAfterScroll(page);
    await page.locator("#book-departure").click();
    await card.waitFor({ state: "hidden" });

    // Once per visit: the next page of this tab has no advert, whatever the time.
    await page.goto(`${site.url}/Document`);
    await passFirstFrame(page);
    await page.clock.runFor(15_000);
    await settle(page);
    expect(await card.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("never shows the advert in the back-office", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    await page.goto(`${site.url}/login?redirectTo=%2Fadvert`);
    await passFirstFrame(page);
    await logIn(page);
    await page.getByRole("heading", { name: "Manage Advert", level: 1 }).waitFor();
    // The screen's own code runs (the paused clock is moved on until it has, as the page's start
    // waits on a frame and a timer that may be set only after the heading shows), then an advert
    // would have had all the time it takes.
    await expect
      .poll(async () => (await page.evaluate(() => Object.keys(document.querySelector("h1") ?? {}).some((key) => key.startsWith("__react")))) || (await page.clock.runFor(50), false), { timeout: 30_000 })
      .toBe(true);
    await page.clock.runFor(15_000);
    await settle(page);
    expect(await page.locator(".advert-card").count()).toBe(0);
    for (const title of advertTitles) expect(await page.getByRole("complementary", { name: title }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps the advert off the pages where a guest signs in or fills in a form, and shows it again on the home page", async () => {
    const context = await site.newContext({ viewport: LAPTOP });
    const page = await pageWithPausedClock(context);
    const errors = watchErrors(page);
    for (const path of ["/login", "/EventPlan", "/booking", "/forgetPassword"]) {
      await page.goto(`${site.url}${path}`);
      await passFirstFrame(page);
      await page.clock.runFor(15_000);
      await settle(page);
      expect(await page.locator(".advert-card").count(), path).toBe(0);
    }
    // Leaving the form for the home page, the popup comes 4 s later as usual.
    // The hotel's name at the head of the page leads home.
    await page.locator("header a.brand").click();
    await page.waitForURL(`${site.url}/`);
    await page.clock.runFor(5_000);
    await settle(page);
    await expect.poll(() => page.locator(".advert-card").count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("puts up the splash on a tab's first visit to the home page only, ends it as soon as the page is ready (3.5 s at most), never on a deep link, never for readers without JavaScript", async () => {
    for (const viewport of [PHONE, LAPTOP]) {
      const context = await site.newContext({ viewport });
      // Records whether the splash was ever up on each page load, when it went, and when the page
      // was ready (its HTML read, the first screen's picture in), by the page's own clock.
      await context.addInitScript(() => {
        const w = window as unknown as { splashShown: boolean; splashDown: number; ready: number[] };
        w.splashShown = false;
        w.splashDown = -1;
        w.ready = [];
        // <html> may not exist yet when this runs: watch the whole document.
        new MutationObserver(() => {
          if (document.documentElement?.hasAttribute("data-splash")) w.splashShown = true;
          else if (w.splashShown && w.splashDown < 0) w.splashDown = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-splash"] });
        // Registered before the page's own listeners, so these marks come first.
        document.addEventListener("DOMContentLoaded", () => w.ready.push(performance.now()));
        document.addEventListener("load", (event) => {
          // The first screen's picture: the page's first high-priority image (a room card's further down is not waited for).
          if (event.target === document.querySelector("img[fetchpriority=high]")) w.ready.push(performance.now());
        }, true);
      });
      type Marks = { splashShown: boolean; splashDown: number; ready: number[]; hydrated: boolean };
      const marks = (page: Page) =>
        page.evaluate(() => ({ ...(window as unknown as Omit<Marks, "hydrated">), hydrated: "__reactRouterRouteModules" in window }) as Marks);
      const splashUp = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-splash"));

      // The home page on a tab's first visit: the cover goes as soon as the page is ready, with no
      // timer run and no script of the page's own loaded (they wait on the paused clock).
      const page = await pageWithPausedClock(context);
      const errors = watchErrors(page);
      await page.goto(`${site.url}/`);
      await page.waitForFunction(() => document.readyState !== "loading" && !document.documentElement.hasAttribute("data-splash"));
      const first = await marks(page);
      expect(first.splashShown, viewport.width.toString()).toBe(true);
      expect(first.hydrated).toBe(false);
      expect(first.splashDown).toBeGreaterThanOrEqual(Math.max(...first.ready));
      // Gone with the page ready, not some time after it.
      expect(first.splashDown - Math.max(...first.ready)).toBeLessThan(100);
      // Later pages of the tab, whole loads or not, never have it.
      await page.goto(`${site.url}/`);
      await passFirstFrame(page);
      await waitForHydration(page);
      expect((await marks(page)).splashShown).toBe(false);
      expect(errors).toEqual([]);

      // The same on a real clock: on a page that is ready fast, the splash is down well before 3.5 s.
      const live = await context.browser()!.newContext({ viewport });
      try {
        await live.addInitScript(() => {
          const w = window as unknown as { splashShown: boolean; splashDown: number };
          w.splashShown = false;
          new MutationObserver(() => {
            if (document.documentElement?.hasAttribute("data-splash")) w.splashShown = true;
            else if (w.splashShown) w.splashDown ??= performance.now();
          }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-splash"] });
        });
        const livePage = await live.newPage();
        await livePage.goto(`${site.url}/`, { waitUntil: "domcontentloaded" });
        await livePage.waitForFunction(() => (window as unknown as { splashDown?: number }).splashDown !== undefined);
        const down = await livePage.evaluate(() => (window as unknown as { splashDown: number }).splashDown);
        expect(down).toBeLessThan(3_000);
      } finally {
        await live.close();
      }

      // Deep links: a first visit that starts anywhere but the home page has no splash at all.
      const arrival = inDays(20);
      for (const path of [`/ny/booking?arrival=${arrival}&departure=${inDays(22)}&adults=2&children=0`, "/EventPlan", "/career", "/Document", "/#book"]) {
        const deep = await context.newPage();
        await deep.goto(`${site.url}${path}`);
        await deep.waitForFunction(() => document.readyState !== "loading");
        expect((await marks(deep)).splashShown, path).toBe(false);
        await deep.close();
      }
      // The Chichewa home page is a home page.
      const ny = await context.newPage();
      await ny.goto(`${site.url}/ny`);
      await ny.waitForFunction(() => document.readyState !== "loading");
      expect((await marks(ny)).splashShown).toBe(true);
      await ny.close();

      // Never longer than 3.5 s: a page whose picture and scripts never arrive loses it then.
      const stalled = await pageWithPausedClock(context);
      await stalled.route("**/assets/*.js", (route) => route.abort());
      await stalled.route("**/media/**", () => undefined);
      await stalled.goto(`${site.url}/`, { waitUntil: "domcontentloaded" });
      expect(await splashUp(stalled)).toBe(true);
      await stalled.clock.runFor(3_499);
      expect(await splashUp(stalled)).toBe(true);
      await stalled.clock.runFor(1);
      expect(await splashUp(stalled)).toBe(false);
      await context.close();
    }

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
    await nav.getByText("Stay", { exact: true }).click();
    expect(await openMenus()).toBe(1);
    await nav.getByText("Club", { exact: true }).click();
    expect(await openMenus()).toBe(1);
    expect(await page.locator("details[data-menu][open] summary").textContent()).toBe("Club");
    await nav.getByText("About", { exact: true }).click();
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
