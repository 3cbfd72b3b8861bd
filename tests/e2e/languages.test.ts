import { describe, expect, it } from "vitest";
import type { CatalogSource } from "~/platform/i18n/catalog";
import { expectAccessible } from "../support/page-checks";
import { catalogueSource } from "../support/catalogue-source";
import { hydrated, keepScreenshot, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";
import { staffAccountWords } from "~/features/staff/staff-words";
import { authWords } from "~/platform/auth/auth-words";
import { fieldWords } from "~/platform/forms/field-words";
import { siteChrome } from "~/components/site-chrome-catalog";

/**
 * A guest on a phone switches the site to Chichewa from the header, stays on the same page,
 * finds the menu and the form's messages in Chichewa, and is kept in Chichewa on their next
 * visit until they switch back (DECISIONS §10, decision 042).
 */
describe("a guest reads the site in Chichewa", () => {
  const site = useSiteInBrowser({ demoContent: true });

  it("switches language on the same page, keeps it while browsing and on the next visit, and switches back", async () => {
    const { context, page, errors } = await site.open({ viewport: PHONE });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await page.goto(`${site.url}/ContactUs`);
    expect(await page.getAttribute("html", "lang")).toBe("en-GB");
    await page.locator(".language-switch").click();
    await page.waitForURL(`${site.url}/ny/ContactUs`);
    expect(await page.getAttribute("html", "lang")).toBe("ny");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("ny");
    await expect(page.locator(".language-switch-phrase").textContent()).resolves.toBe("Read in English");

    // The form checks with the shared schema before sending, and says what is wrong in Chichewa.
    await hydrated(page, "#contact-name");
    await page.locator("#contact-name").fill("Thoko Banda");
    await page.locator("#contact-email").fill("thoko@invalid");
    await page.locator("#contact-name").evaluate((input) => (input as HTMLInputElement).form!.requestSubmit());
    await page.getByText(fieldWords.t("ny", "emailInvalid")).waitFor();
    await page.getByText(fieldWords.t("ny", "phoneRequired")).waitFor();
    expect(posts).toEqual([]);
    await expectAccessible(page);
    await keepScreenshot(page, "chichewa-contact", PHONE_AND_LAPTOP);

    // The menu leads to the Chichewa twins, and the page stays in Chichewa after the move.
    await page.locator(".nav-toggle-button").click();
    await page.locator(".main-nav summary", { hasText: "Malo Ogona" }).click();
    await page.locator('.main-nav a[href="/ny/accomodationService"]').click();
    await page.waitForURL(`${site.url}/ny/accomodationService`);
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("ny");
    await keepScreenshot(page, "chichewa-accommodation", PHONE_AND_LAPTOP);

    // The next visit to an English address lands on its twin.
    await page.goto(`${site.url}/`);
    expect(page.url()).toBe(`${site.url}/ny`);
    expect(await page.getAttribute("html", "lang")).toBe("ny");
    await expectAccessible(page);
    await keepScreenshot(page, "chichewa-home", PHONE_AND_LAPTOP);
    // On a phone the switch shows the language's name; screen readers hear the whole phrase.
    await page.getByRole("banner").getByRole("link", { name: "Read in English", exact: true }).waitFor();
    await page.locator(".language-switch").getByText("English", { exact: true }).waitFor();

    await page.locator(".language-switch").click();
    await page.waitForURL(`${site.url}/`);
    expect(await page.getAttribute("html", "lang")).toBe("en-GB");
    await page.goto(`${site.url}/ContactUs`);
    expect(page.url()).toBe(`${site.url}/ContactUs`);
    expect(errors).toEqual([]);
  });

  it("offers Chichewa to a browser set to it, without moving the visitor", async () => {
    const { page, errors } = await site.open({ viewport: PHONE, locale: "ny-MW" });
    await page.goto(`${site.url}/ContactUs`);
    expect(page.url()).toBe(`${site.url}/ContactUs`);
    await page.locator(".language-switch.is-suggested").waitFor();
    expect(errors).toEqual([]);
  });

  it("answers a form sent from a Chichewa page in Chichewa, though the server writes its messages once, in English", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/ny/login`);
    await hydrated(page, "#login-email");
    await page.locator("#login-email").fill("nobody@example.com");
    await page.locator("#login-password").fill("not-the-password-1");
    await page.locator("#login-password").press("Enter");
    // Only the server knows the password is wrong: its answer comes in the page's language.
    await page.getByText(authWords.t("ny", "loginFailed")).first().waitFor();
    expect(await page.getByText(authWords.t("en", "loginFailed")).count()).toBe(0);
    // The browser logs the refused login's 401 itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes("status of 401"))).toEqual([]);
  });

  it("loads each page's scripts with its own language's text only, and none of the staff's wording", async () => {
    const home = catalogueSource<Required<CatalogSource>>("routes/public/home.messages.json");
    for (const [path, own, other] of [
      ["/", home.en.takeVirtualTour, String(home.ny.takeVirtualTour)],
      ["/ny", String(home.ny.takeVirtualTour), home.en.takeVirtualTour],
    ] as const) {
      const { page, errors } = await site.open({ viewport: PHONE });
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
      });
      await page.goto(site.url + path, { waitUntil: "load" });
      // Hydrated, in the page's language: the booking bar's date check answers in it.
      await hydrated(page, "#book");
      const code = (await Promise.all(scripts)).join("\n");
      expect(code, path).toContain(own);
      expect(code, path).not.toContain(other);
      expect(code, path).not.toContain(staffAccountWords.t("en", "staffCreated"));
      // SPEC's wording too: the shared schemas check in the page's language, with nothing to read back from English.
      const [ownLanguage, otherLanguage] = path === "/ny" ? (["ny", "en"] as const) : (["en", "ny"] as const);
      for (const words of [siteChrome.t(ownLanguage, "pageNotFoundTitle"), fieldWords.t(ownLanguage, "emailInvalid")]) expect(code, `${path} ${words}`).toContain(words);
      for (const words of [siteChrome.t(otherLanguage, "pageNotFoundTitle"), fieldWords.t(otherLanguage, "emailInvalid")]) expect(code, `${path} ${words}`).not.toContain(words);
      expect(errors).toEqual([]);
    }
  });
});
