import { describe, expect, it } from "vitest";
import { hotelClock } from "~/lib/dates";
import type CallbackCatalogue from "~/features/callbacks/callbacks.messages.json";
import { catalogueSource } from "../support/catalogue-source";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

const source = catalogueSource<typeof CallbackCatalogue>("features/callbacks/callbacks.messages.json");

const ny = source.ny;

/** Tomorrow at 15:30 on Lilongwe's clock, as the time picker holds it. */
const tomorrowAfternoon = () => `${hotelClock(new Date(Date.now() + 86_400_000)).date}T15:30`;

describe("call me back in the browser", () => {
  const site = useSiteInBrowser();

  it("on a Chichewa phone, checks the form in Chichewa before sending, then takes the request", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/ny/CallMeBack`);
    await page.getByRole("heading", { name: ny.title, level: 1 }).waitFor();
    // Hydrated (React has taken the form over), so the form is checked in the page before anything is sent.
    await hydrated(page, "form.contact-form");
    await page.getByRole("button", { name: ny["form.send"] }).click();
    await expect.poll(() => page.getByText(ny.nameRequired).isVisible()).toBe(true);
    expect(await page.getByText(ny.callAtRequired).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, "call-me-back-errors-ny", PHONE_AND_LAPTOP);

    const form = page.locator("form.contact-form");
    await form.getByLabel(ny["form.name"]).fill("Thandiwe Phiri");
    await form.getByLabel(ny["form.phone"]).fill("+265 888 765 432");
    await form.getByLabel(ny["form.email"]).fill("thandiwe@example.com");
    await form.getByLabel(ny["form.callAt"]).fill(tomorrowAfternoon());
    await page.getByRole("button", { name: ny["form.send"] }).click();
    await page.getByRole("status").filter({ hasText: ny.sent }).first().waitFor();
    // A new, empty form for the next request.
    expect(await form.getByLabel(ny["form.name"]).inputValue()).toBe("");
    await keepScreenshot(page, "call-me-back-sent-ny", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });

  it("lists the request for staff, who mark the call made", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login` });
    await page.goto(`${site.url}/callbacks`);
    await page.getByRole("heading", { name: "Call-back requests", level: 1 }).waitFor();
    const item = page.getByRole("article", { name: "Thandiwe Phiri" });
    await item.waitFor();
    expect(await item.getByText("To call").isVisible()).toBe(true);
    expect(await item.getByRole("link", { name: "+265 888 765 432" }).getAttribute("href")).toBe("tel:+265888765432");
    await item.getByRole("button", { name: "Mark Thandiwe Phiri as called" }).click();
    await expect.poll(() => item.getByText("Called", { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, "callbacks-screen", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });
});
