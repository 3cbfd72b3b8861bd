import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { api, loginAs } from "../support/api-client";
import { launchChromium } from "../support/browser";
import { expectAccessible, watchErrors } from "../support/page-checks";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

const EDITOR = { name: "Thandiwe Editor", email: "thandiwe@hotel.test", password: "Mpoto-Kumwera-Ku-2026!" };

/** Set E2E_SCREENSHOT_DIR to keep what each screen looked like at each width, for a human look. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function logIn(page: Page, url: string, to: string) {
  await page.goto(`${url}/login?redirectTo=${encodeURIComponent(to)}`);
  await page.getByLabel("Email", { exact: true }).fill(TEST_ADMIN.email);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
}

describe("an administrator adds an editor and follows the editor's work in the activity log", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("creates an editor on /staff and sees the editor's change on /activity (desktop)", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, server.url, "/staff");
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();

    await page.getByLabel("Name").fill(EDITOR.name);
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Role").selectOption("editor");
    // A guessable password is refused with the strength rule's advice, beside the field.
    await page.getByLabel("First password").fill("Password1234!");
    await page.getByRole("button", { name: "Add staff account" }).click();
    await page.locator(".form-field[data-invalid]").getByText(/too easy to guess/).waitFor();
    await page.getByLabel("First password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Add staff account" }).click();
    await page.getByText(messages.staffCreated).first().waitFor();
    const card = page.locator(".staff-card").filter({ hasText: EDITOR.email });
    await card.getByText("Editor", { exact: true }).waitFor();
    await card.getByText("Never").waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "staff-1280");

    // The new editor logs in and adds an activity; the log names them.
    const token = await loginAs(server.url, EDITOR.email, EDITOR.password);
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Rollers", fee: "5000", message: "Roller skating on the terrace." })) form.set(k, v);
    expect((await api(server.url, "/api/activities", { method: "POST", token, body: form })).status).toBe(201);

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
    await context.close();
  });

  it("deactivates the editor on a phone, asking first", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, server.url, "/staff");
    await page.getByRole("heading", { name: "Staff", level: 1 }).waitFor();
    await keepScreenshot(page, "staff-390");
    await page.getByRole("button", { name: `Deactivate ${EDITOR.name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
    await page.getByText(messages.staffDeactivated).first().waitFor();
    await page.locator(".staff-card").filter({ hasText: EDITOR.email }).getByText("Deactivated").waitFor();
    await page.getByRole("button", { name: `Reactivate ${EDITOR.name}` }).waitFor();
    await expectAccessible(page);
    await page.goto(`${server.url}/activity`);
    await page.getByRole("heading", { name: "Activity", level: 1 }).waitFor();
    await page.locator(".activity-item").first().getByText("Deactivated").waitFor();
    await keepScreenshot(page, "activity-390");
    expect(errors).toEqual([]);
    await context.close();
  });
});
