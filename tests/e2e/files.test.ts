import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/lib/messages";
import { demoPdf } from "../../db/seed/demo-pdf";
import { launchChromium } from "../support/browser";
import { watchErrors } from "../support/page-checks";
import { type RunningServer, startServer, TEST_ADMIN } from "../support/start-server";

async function logIn(page: Page, base: string, path: string, heading: string) {
  await page.goto(`${base}${path}`);
  await page.getByLabel("Email", { exact: true }).fill(TEST_ADMIN.email);
  await page.getByLabel("Password").fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
}

describe("staff keep the documents and the virtual-tour videos current", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ engine: "sqlite", env: { SEED_DEMO: "false" } }), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("refuses a web page named .pdf, uploads a real PDF, renames it and deletes it after asking", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, server.url, "/DocumentUp?tab=view", "Documents & Downloads");
    await page.getByText(messages.noDocumentsFound).waitFor();

    await page.getByRole("tab", { name: "Add-Document" }).click();
    await page.getByLabel("Name").fill("Annual Report 2025");
    await page.getByLabel("PDF document").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!doctype html><p>not a pdf</p>") });
    await page.getByText(messages.pdfUnsupported).waitFor();

    await page.getByLabel("PDF document").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(demoPdf("Annual Report 2025", ["Figures"])) });
    await page.getByRole("button", { name: "Upload document" }).click();
    await page.getByText(messages.saved).first().waitFor();
    await page.getByRole("link", { name: "Annual Report 2025.pdf" }).waitFor();

    await page.getByRole("link", { name: "Edit Annual Report 2025" }).click();
    await page.getByLabel("Name").fill("Annual Report 2025 (final)");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Annual Report 2025 (final).pdf" }).waitFor();
    const list = await (await fetch(`${server.url}/api/document`)).json();
    const download = await fetch(server.url + list.data[0].url);
    expect(download.headers.get("content-disposition")).toContain("filename*=UTF-8''Annual%20Report%202025%20%28final%29.pdf");

    await page.getByRole("button", { name: "Delete Annual Report 2025 (final)" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(messages.noDocumentsFound).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a video's size limit at once and lists an uploaded video with a player", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, server.url, "/virtual?tab=view", "Manage Virtual");
    await page.getByText(messages.comingSoon).waitFor();

    await page.getByRole("tab", { name: "Add-Video" }).click();
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "tour.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(11 * 1024 * 1024) });
    await page.getByText(messages.videoTooLarge).waitFor();

    // The start of an MP4 is enough for the server's check by bytes.
    const mp4 = Buffer.alloc(4096);
    mp4.set([0, 0, 0, 0x18], 0);
    mp4.write("ftypisom\0\0\x02\0isommp41", 4, "latin1");
    await page.getByLabel("Name").fill("Pool and gardens tour");
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "tour.mp4", mimeType: "video/mp4", buffer: mp4 });
    await page.getByRole("button", { name: "Upload video" }).click();
    await page.getByText(messages.saved).first().waitFor();
    await page.getByRole("heading", { name: "Pool and gardens tour" }).waitFor();
    expect(await page.locator("video[aria-label='Pool and gardens tour']").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
