import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, LAPTOP, PHONE, useSiteInBrowser } from "../support/site-in-browser";

/** A price with its dollar approximation, as DECISIONS §10 writes it. */
const WITH_DOLLARS = /MWK [\d,]+ \(≈ USD [\d,]+\)/;

/**
 * The currency switch in the header (DECISIONS §10), on the demo hotel as it comes out of the
 * box: the seed's exchange rate puts dollars one tap away on every page, on a phone and a laptop,
 * with and without JavaScript (a plain link the server remembers in a cookie).
 */
describe("prices in dollars from the header", () => {
  const site = useSiteInBrowser({ demoContent: true });

  const currencies = (page: Page) => page.getByRole("banner").getByRole("group", { name: "Currency" });
  const main = (page: Page) => page.getByRole("main");

  /** The top bar's pieces (phone, currency, language), each on the bar's one line, and nothing wider than the screen. */
  async function topBarOnOneLine(page: Page) {
    return page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>(".topbar-inner")!;
      const pieces = [...bar.querySelectorAll<HTMLElement>(".topbar-phone, .currency-choice, .language-switch")].map((el) => el.getBoundingClientRect());
      const lineHeight = Math.max(...pieces.map((r) => r.height));
      return {
        pieces: pieces.length,
        // Every piece's middle on the same line, and no piece two lines high.
        oneLine: pieces.every((r) => Math.abs(r.top + r.height / 2 - (pieces[0]!.top + pieces[0]!.height / 2)) < 2) && pieces.every((r) => r.height <= lineHeight),
        singleLineHeights: pieces.every((r) => r.height < 32),
        sideways: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
  }

  for (const viewport of [PHONE, LAPTOP]) {
    for (const javaScriptEnabled of [true, false]) {
      it(`switches to dollars and back from the header at ${viewport.width} px ${javaScriptEnabled ? "with" : "without"} JavaScript`, async () => {
        const { page, errors } = await site.open({ viewport, javaScriptEnabled });
        await page.goto(`${site.url}/accomodationService`);
        await expect.poll(() => main(page).textContent()).toMatch(/MWK \d/);
        expect(await main(page).textContent()).not.toMatch(WITH_DOLLARS);
        expect(await currencies(page).locator("[aria-current]").textContent()).toBe("MWK");

        await Promise.all([page.waitForURL(/currency=USD/, { waitUntil: "load" }), currencies(page).getByRole("link", { name: "USD" }).click()]);
        await expect.poll(() => main(page).textContent()).toMatch(WITH_DOLLARS);
        expect(await currencies(page).locator("[aria-current]").textContent()).toBe("USD");

        // Remembered: the booking search answers in dollars too, without asking again.
        const arrival = addDays(hotelDate(), 21);
        await page.goto(`${site.url}/booking?${new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0" })}`);
        await expect.poll(() => main(page).textContent()).toMatch(WITH_DOLLARS);

        await Promise.all([page.waitForURL(/currency=MWK/, { waitUntil: "load" }), currencies(page).getByRole("link", { name: "MWK" }).click()]);
        await expect.poll(() => main(page).textContent()).toMatch(/MWK \d/);
        expect(await main(page).textContent()).not.toMatch(WITH_DOLLARS);
        expect(errors).toEqual([]);
      });
    }
  }

  it("keeps the top bar on one line on a 390 px phone, in English and in Chichewa, with either currency, and stays accessible", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    for (const pathname of ["/", "/ny/", "/accomodationService?currency=USD", "/ny/accomodationService"]) {
      await page.goto(site.url + pathname);
      await page.getByRole("banner").locator(".currency-choice").waitFor();
      expect(await topBarOnOneLine(page), pathname).toEqual({ pieces: 3, oneLine: true, singleLineHeights: true, sideways: false });
    }
    await expectAccessible(page);
    for (const [name, pathname] of [["header-currency", "/?currency=MWK"], ["header-currency-ny", "/ny/"]] as const) {
      await page.goto(site.url + pathname);
      await keepScreenshot(page, name, [PHONE.width, LAPTOP.width]);
    }
    expect(errors).toEqual([]);
  });
});
