import { describe, expect, it } from "vitest";
import { api, loginAs } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { keepScreenshot, LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { staffAccountWords } from "~/features/staff/staff-words";

const EDITOR = { name: "Thandiwe Editor", email: "thandiwe@hotel.test", password: "Mpoto-Kumwera-Ku-2026!" };

describe("an administrator adds an editor and follows the editor's work in the activity log", () => {
  const site = useSiteInBrowser();

  it("creates an editor on /staff and sees the editor's change on /activity (desktop)", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Fstaff`, heading: "Staff" });

    await page.getByLabel("Name").fill(EDITOR.name);
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Role").selectOption("editor");
    // A guessable password is refused with the strength rule's advice, beside the field.
    await page.getByLabel("First password").fill("Password1234!");
    await page.getByRole("button", { name: "Add staff account" }).click();
    await page.locator(".form-field[data-invalid]").getByText(/too easy to guess/).waitFor();
    await page.getByLabel("First password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Add staff account" }).click();
    await page.getByText(staffAccountWords.t("en", "staffCreated")).first().waitFor();
    const card = page.locator(".staff-card").filter({ hasText: EDITOR.email });
    await card.getByText("Editor", { exact: true }).waitFor();
    await card.getByText("Never").waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "staff-1280");

    // The new editor logs in and adds an activity; the log names them.
    const token = await loginAs(site.url, EDITOR.email, EDITOR.password);
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Rollers", fee: "5000", message: "Roller skating on the terrace." })) form.set(k, v);
    expect((await api(site.url, "/api/activities", { method: "POST", token, body: form })).status).toBe(201);

    await page.getByRole("link", { name: "Activity", exact: true }).click();
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    await page.getByLabel("Person").selectOption({ label: EDITOR.name });
    await page.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("actor")).not.toBeNull();
    const entry = page.locator(".activity-item").first();
    await entry.getByText("Created").waitFor();
    await entry.getByText("Rollers").waitFor();
    await entry.getByText(`by ${EDITOR.name}`).waitFor();
    expect(await page.locator(".activity-item").count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole("link", { name: "Clear" }).click();
    await expect.poll(() => page.locator(".activity-item").count()).toBe(2);
    expect(await page.getByLabel("Person").inputValue()).toBe("");
    await keepScreenshot(page, "activity-1280");
    // The refused password above is a 422 answer, which Chromium always logs; nothing else may be.
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });

  it("deactivates the editor on a phone, asking first", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Fstaff`, heading: "Staff" });
    await keepScreenshot(page, "staff-390");
    await page.getByRole("button", { name: `Deactivate ${EDITOR.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
    await page.getByText(staffAccountWords.t("en", "staffDeactivated")).first().waitFor();
    await page.locator(".staff-card").filter({ hasText: EDITOR.email }).getByText("Deactivated").waitFor();
    await page.getByRole("button", { name: `Reactivate ${EDITOR.name}` }).waitFor();
    await expectAccessible(page);
    await page.goto(`${site.url}/activity`);
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    await page.locator(".activity-item").first().getByText("Deactivated").waitFor();
    await keepScreenshot(page, "activity-390");
    expect(errors).toEqual([]);
  });
});
