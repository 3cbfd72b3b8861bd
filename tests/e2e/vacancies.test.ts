import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { LINK_ADDRESS_MESSAGE } from "~/components/forms/rich-text-field";
import { expectAccessible } from "../support/page-checks";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { vacanciesWords } from "~/features/vacancies/vacancies-words";
import { vacanciesStaffWords } from "~/features/vacancies/vacancies-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/** Selects the given text inside the editor, as a mouse drag would. */
async function selectText(page: Page, text: string) {
  await page.evaluate((wanted) => {
    const editor = document.querySelector<HTMLElement>("[contenteditable]");
    const walker = document.createTreeWalker(editor!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at >= 0) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return;
      }
    }
    throw new Error(`text not found: ${wanted}`);
  }, text);
}

describe("staff publish a vacancy on the Careers page", () => {
  const site = useSiteInBrowser();

  it("writes the description in the editor (bold, list, link), saves it and finds it on /career", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/vacancy?tab=view`, heading: "Vacancies" });
    await page.getByText(recordsWords.t("en", "comingSoon")).waitFor();

    await page.getByRole("tab", { name: "Add-Vacancy" }).click();
    const editor = page.getByRole("textbox", { name: "Job description" });
    // The English description's own buttons (its Chichewa version has an editor of its own beside it).
    const toolbar = page.getByRole("toolbar", { name: "Job description formatting" });
    await editor.waitFor();
    // Saving with nothing filled names each missing field.
    await page.getByRole("button", { name: "Add vacancy" }).click();
    await page.getByText(vacanciesStaffWords.t("en", "jobTitleRequired")).waitFor();
    await expectAccessible(page);

    await page.getByLabel("Job title").fill("Guest Relations Officer");
    await page.getByLabel("Closing date").fill(hotelDate());
    await editor.click();
    await page.keyboard.type("Welcome our guests with a smile.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Apply by email");
    await selectText(page, "smile");
    await toolbar.getByRole("button", { name: "Bold" }).click();

    // The link's address is typed in a small field, not a browser prompt; a script address is refused.
    await selectText(page, "Apply by email");
    await toolbar.getByRole("button", { name: "Link" }).click();
    const address = page.getByRole("textbox", { name: "Link address" });
    await address.fill("javascript:alert(1)");
    await address.press("Enter");
    await page.getByText(LINK_ADDRESS_MESSAGE).waitFor();
    await address.fill("careers@example.com");
    // Enter adds the link and does not submit the form.
    await address.press("Enter");
    await address.waitFor({ state: "detached" });
    await expect.poll(() => editor.innerHTML()).toContain('<a href="mailto:careers@example.com">Apply by email</a>');
    expect(await editor.innerHTML()).toMatch(/<b>smile<\/b>/);

    await editor.click();
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");
    await toolbar.getByRole("button", { name: "Bulleted list" }).click();
    await page.keyboard.type("Fluent in English and Chichewa");

    await page.getByRole("button", { name: "Add vacancy" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    const card = page.getByRole("article", { name: "Guest Relations Officer" });
    await card.waitFor();
    await card.getByText(`Closes ${hotelDate()}`).waitFor();
    await card.getByText("Welcome our guests with a smile.").waitFor();

    const stored = (await (await fetch(`${site.url}/api/vacancies`)).json()).data[0];
    expect(stored.vacancy).toContain("<b>smile</b>");
    expect(stored.vacancy).toContain('<a href="mailto:careers@example.com" rel="noopener noreferrer">Apply by email</a>');
    expect(stored.vacancy).toContain("<li>Fluent in English and Chichewa</li>");

    // Closing today: still listed for visitors.
    await page.goto(`${site.url}/career`);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Guest Relations Officer" }).click();
    await page.getByRole("heading", { name: "Guest Relations Officer", level: 1 }).waitFor();
    await page.locator(".vacancy-body b", { hasText: "smile" }).waitFor();
    // The link staff wrote in the description (the page's own Apply box has a link of the same words).
    expect(await page.locator(".vacancy-body").getByRole("link", { name: "Apply by email" }).getAttribute("rel")).toBe("noopener noreferrer");
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("edits the description in place and deletes the vacancy after asking", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/vacancy?tab=view`, heading: "Vacancies" });
    await page.getByRole("link", { name: "Edit Guest Relations Officer" }).click();
    const editor = page.getByRole("textbox", { name: "Job description" });
    await expect.poll(() => editor.innerHTML()).toContain("<b>smile</b>");
    await page.getByLabel("Job title").fill("Senior Guest Relations Officer");
    await selectText(page, "Welcome our guests");
    await page.getByRole("toolbar", { name: "Job description formatting" }).getByRole("button", { name: "Italic" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("article", { name: "Senior Guest Relations Officer" }).waitFor();
    const stored = (await (await fetch(`${site.url}/api/vacancies`)).json()).data[0];
    expect(stored.vacancy).toContain("<i>Welcome our guests</i>");
    expect(stored.vacancy).toContain("<b>smile</b>");

    await page.getByRole("button", { name: "Delete Senior Guest Relations Officer" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(recordsWords.t("en", "comingSoon")).waitFor();
    await page.goto(`${site.url}/career`);
    await page.getByText(vacanciesWords.t("en", "noOpenVacancies")).waitFor();
    expect(errors).toEqual([]);
  });
});
