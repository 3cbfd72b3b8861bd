import sharp from "sharp";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";
import { recordsWords } from "~/platform/records/records-words";

/** Where a control sits on the screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on the screen");
  return found;
}

/** The English field's control and its Chichewa version's, found by their form names. */
const pair = (page: Page, scope: Locator | Page, field: string) => ({
  english: scope.locator(`[name="${field}"]`),
  chichewa: scope.locator(`[name="${field}_ny"]`),
});

/** DECISIONS §10: staff give a record's Chichewa version beside its English text (docs/decisions/043-translated-record-fields.md). */
describe("staff write a bar's name and message in English and Chichewa", () => {
  const site = useSiteInBrowser();

  it("shows each translated field beside its Chichewa version, two columns on a laptop and one above the other on a phone", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/Bar`, heading: "Manage Bar" });

    const name = pair(page, page, "name");
    const message = pair(page, page, "message");
    await name.chichewa.waitFor();
    // The version is labelled, optional, written in Chichewa, and its hint says which field it translates.
    expect(await name.chichewa.getAttribute("lang")).toBe("ny");
    expect(await name.chichewa.getAttribute("maxlength")).toBe("100");
    expect(await name.chichewa.getAttribute("required")).toBeNull();
    await page.getByText("Name on the Chichewa pages; left empty, the English one shows.").waitFor();

    await keepScreenshot(page, "bar-form-in-chichewa", PHONE_AND_LAPTOP);
    // Side by side at 1280 px: the same row, Chichewa on the right.
    for (const field of [name, message]) {
      const [english, chichewa] = [await box(field.english), await box(field.chichewa)];
      expect(Math.abs(english.y - chichewa.y)).toBeLessThan(2);
      expect(chichewa.x).toBeGreaterThan(english.x + english.width);
    }

    // One above the other at 390 px.
    await page.setViewportSize(PHONE);
    for (const field of [name, message]) {
      const [english, chichewa] = [await box(field.english), await box(field.chichewa)];
      expect(chichewa.y).toBeGreaterThan(english.y + english.height);
      expect(Math.abs(english.x - chichewa.x)).toBeLessThan(2);
    }

    // A version longer than the English field allows is refused with the field's own message, beside it.
    await name.english.fill("bush bar");
    await message.english.fill("Sundowners under the trees.");
    await name.chichewa.evaluate((input) => input.removeAttribute("maxlength"));
    await name.chichewa.fill("m".repeat(101));
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#12343b" } }).jpeg().toBuffer();
    await page.getByLabel("Image").setInputFiles({ name: "bar.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Add bar" }).click();
    // Under the Chichewa field (and in the toast).
    await page.locator(".chichewa-version").getByText("Please keep this to 100 characters or fewer").waitFor();
    await expectAccessible(page);

    await name.chichewa.fill("Malo Omwera a Kuthengo");
    await page.getByRole("button", { name: "Add bar" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    const inChichewa = (await (await fetch(`${site.url}/api/bar?lang=ny`)).json()) as { data: { id: number; name: string; message: string; untranslated: string[] }[] };
    expect(inChichewa.data).toEqual([expect.objectContaining({ name: "Malo Omwera a Kuthengo", message: "Sundowners under the trees.", untranslated: ["message"] })]);

    // The edit form shows the version as stored, and an emptied one falls back to English.
    await page.setViewportSize(LAPTOP);
    await page.getByRole("link", { name: "Edit bush bar" }).click();
    const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
    const edited = pair(page, editor, "name");
    await expect.poll(() => edited.chichewa.inputValue()).toBe("Malo Omwera a Kuthengo");
    await keepScreenshot(page, "bar-edit-in-chichewa", PHONE_AND_LAPTOP);
    await pair(page, editor, "message").chichewa.fill("Zakumwa madzulo pansi pa mitengo.");
    await edited.chichewa.fill("");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Save" }).count()).toBe(0);
    const after = (await (await fetch(`${site.url}/api/bar?lang=ny`)).json()) as typeof inChichewa;
    expect(after.data).toEqual([expect.objectContaining({ name: "bush bar", message: "Zakumwa madzulo pansi pa mitengo.", untranslated: ["name"] })]);
    // The other screens' translated fields take the same place: a job description's editor, a
    // room's name and description on the Rooms screen of its own, a hall chosen from a list, a
    // picture's caption, an award, a document's name, an advert's title and description, and the
    // settings' legal texts.
    for (const [screen, field] of [["/vacancy?tab=add", "vacancy"], ["/room", "description"], ["/conference", "name"], ["/Festival", "name"], ["/picture", "name"], ["/AwardUp", "name"], ["/DocumentUp?tab=add", "name"], ["/advert?tab=add", "title"], ["/advert?tab=add", "description"], ["/settings", "termsText"]] as const) {
      await page.goto(`${site.url}${screen}`);
      const { english, chichewa } = pair(page, page, field);
      await chichewa.waitFor({ state: "attached" });
      const [left, right] = [await box(english.locator("xpath=ancestor::div[contains(@class,'form-field')][1]")), await box(chichewa.locator("xpath=ancestor::div[contains(@class,'form-field')][1]"))];
      expect(Math.abs(left.y - right.y), screen).toBeLessThan(2);
      await expectAccessible(page);
      await keepScreenshot(page, `${screen.slice(1).replace(/\?.*/, "")}-${field}-form-in-chichewa`, PHONE_AND_LAPTOP);
    }

    // The refused version's 422 is the browser's own note of an answer it was meant to get.
    expect(errors.filter((text) => !text.includes("422"))).toEqual([]);
  });
});
