import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { formWords } from "~/components/forms/forms-catalog";
import { filesWords } from "~/platform/files/files-words";
import { fieldWords } from "~/platform/forms/field-words";
import { httpStaffWords } from "~/platform/http/http-staff-words";
import { recordsWords } from "~/platform/records/records-words";

/** An MP4 of `bytes` bytes: the file-type box the server checks, then padding. */
function mp4Of(bytes: number): Buffer {
  const mp4 = Buffer.alloc(bytes);
  mp4.set([0, 0, 0, 0x18], 0);
  mp4.write("ftypisom\0\0\x02\0isommp41", 4, "latin1");
  return mp4;
}

/** A slow uplink, as on a paid mobile connection: bytes per second. */
async function throttleUpload(context: BrowserContext, page: Page, uploadBytesPerSecond: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: uploadBytesPerSecond,
  });
  return cdp;
}

const progressBar = (page: Page) => page.getByRole("progressbar", { name: "Upload progress" });

/** Resolves once the bar has shown a value strictly between 0 and 100 (part of the file sent). */
const seesPartialProgress = (page: Page) =>
  page.waitForFunction(() => {
    const bar = document.querySelector<HTMLProgressElement>(".upload-progress progress");
    return bar !== null && bar.hasAttribute("value") && bar.value > 0 && bar.value < 100;
  });

async function apiVideos(base: string): Promise<{ name: string }[]> {
  const res = await fetch(`${base}/api/video`);
  return ((await res.json()) as { data: { name: string }[] }).data;
}

describe("a video or picture upload shows how much is sent", () => {
  const site = useSiteInBrowser();

  it("advances a progress bar on a slow connection, then toasts and lists the new video", async () => {
    const { context, page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/virtual?tab=add`, heading: "Manage Virtual" });
    await page.getByLabel("Name").fill("Lakeside gardens walk");
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "walk.mp4", mimeType: "video/mp4", buffer: mp4Of(6 * 1024 * 1024) });
    // The chosen video is previewed with its name and size before anything is sent.
    await page.getByText("Chosen: walk.mp4 (6.0 MB)").waitFor();

    const cdp = await throttleUpload(context, page, 1024 * 1024);
    await page.getByRole("button", { name: "Upload video" }).click();
    await progressBar(page).waitFor();
    await seesPartialProgress(page);
    expect(await page.locator(".upload-progress-text").getAttribute("aria-live")).toBe("polite");
    await expect.poll(() => page.locator(".upload-progress-text").textContent()).toMatch(/^Uploading… \d{1,2}%$/);
    // A second press cannot send the form twice while the first is on its way.
    expect(await page.locator(".admin-form button[type=submit]").getAttribute("aria-disabled")).toBe("true");
    await page.getByRole("button", { name: "Cancel upload" }).waitFor();

    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    await page.getByRole("heading", { name: "Lakeside gardens walk" }).waitFor();
    expect(await progressBar(page).count()).toBe(0);
    expect((await apiVideos(site.url)).map((video) => video.name)).toContain("Lakeside gardens walk");
    await cdp.detach();
    expect(errors).toEqual([]);
  });

  it("stops sending when Cancel is pressed and adds nothing", async () => {
    const { context, page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/virtual?tab=add`, heading: "Manage Virtual" });
    await page.getByLabel("Name").fill("Never finished");
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "long.mp4", mimeType: "video/mp4", buffer: mp4Of(8 * 1024 * 1024) });

    await throttleUpload(context, page, 256 * 1024);
    await page.getByRole("button", { name: "Upload video" }).click();
    await seesPartialProgress(page);
    await page.getByRole("button", { name: "Cancel upload" }).click();
    await page.getByText(formWords.t("en", "uploadCancelled")).waitFor();
    await progressBar(page).waitFor({ state: "detached" });
    expect(await page.locator(".admin-form button[type=submit]").getAttribute("aria-disabled")).toBeNull();
    expect(await page.getByRole("button", { name: "Upload video" }).evaluate((button) => button === document.activeElement)).toBe(true);
    // The form keeps what was typed, so the upload can be tried again.
    expect(await page.getByLabel("Name").inputValue()).toBe("Never finished");
    expect((await apiVideos(site.url)).map((video) => video.name)).not.toContain("Never finished");
    expect(errors).toEqual([]);
  });

  it("shows the server's refusal beside its field after an upload, and keeps the form", async () => {
    const { context, page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/virtual?tab=add`, heading: "Manage Virtual" });
    // Past the browser's own check, as an old browser or a hand-made request would be.
    await page.getByLabel("Name").evaluate((input) => input.removeAttribute("required"));
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "nameless.mp4", mimeType: "video/mp4", buffer: mp4Of(2 * 1024 * 1024) });
    await throttleUpload(context, page, 1024 * 1024);
    await page.getByRole("button", { name: "Upload video" }).click();
    await seesPartialProgress(page);

    await page.getByText(recordsWords.t("en", "submitFailed")).waitFor();
    const name = page.getByLabel("Name");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy.split(" ").pop()}"]`).textContent()).toContain(fieldWords.t("en", "nameRequired"));
    // The keyboard is taken to the refused field, and the chosen video is still there.
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByLabel("Video", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    expect(await progressBar(page).count()).toBe(0);
    expect(errors.filter((text) => !text.includes("422"))).toEqual([]);
  });

  it("previews a chosen picture and shows the same progress when a card's picture is replaced", async () => {
    const photo = (colour: string) => sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
    // Noise does not compress: a picture of a few megabytes, as phones take them.
    const bigPhoto = await sharp({ create: { width: 1100, height: 1000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(bigPhoto.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const { context, page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/picture`, heading: "Media Gallery" });
    await page.getByLabel("Image").setInputFiles({ name: "terrace.jpg", mimeType: "image/jpeg", buffer: await photo("#12343b") });
    expect(await page.locator(".admin-form .image-input-preview").getAttribute("src")).toMatch(/^blob:/);
    await page.getByLabel("Name").fill("Terrace at dusk");
    await page.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    await page.getByRole("link", { name: "Edit Terrace at dusk" }).click();

    const card = page.locator(".admin-card-edit");
    await card.getByLabel("Image").setInputFiles({ name: "terrace-big.png", mimeType: "image/png", buffer: bigPhoto });
    expect(await card.locator(".image-input-preview").getAttribute("src")).toMatch(/^blob:/);
    await throttleUpload(context, page, 1024 * 1024);
    await card.getByRole("button", { name: "Save" }).click();
    await seesPartialProgress(page);
    // Saved: the card closes and shows its new picture.
    await page.getByRole("link", { name: "Edit Terrace at dusk" }).waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; toasts: ${await page.locator(".toast-list").textContent()}`);
    });
    await page.locator(".toast-list").getByText(recordsWords.t("en", "saved")).last().waitFor();
    expect(await page.locator(".admin-card-edit").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("takes staff whose session ended during an upload to the login page, with the way back", async () => {
    // A small file reaches the action, whose guard redirects; a larger one meets the body limit of
    // visitors without a session first, and the reload after that refusal finds the session gone.
    for (const bytes of [4 * 1024, 64 * 1024]) {
      const { context, page } = await site.open({ viewport: PHONE });
      await logIn(page, { at: `${site.url}/virtual?tab=add`, heading: "Manage Virtual" });
      await page.getByLabel("Name").fill("After the session ended");
      await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "late.mp4", mimeType: "video/mp4", buffer: mp4Of(bytes) });
      await context.clearCookies();
      await page.getByRole("button", { name: "Upload video" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
      expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/virtual?tab=add");
      await context.close();
    }
    expect((await apiVideos(site.url)).map((video) => video.name)).not.toContain("After the session ended");
  });

  it("keeps the reason of a refusal from before the action (a proxy's 413, a refused origin) in the toast", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/virtual?tab=add`, heading: "Manage Virtual" });
    await page.getByLabel("Name").fill("Refused on the way");
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "refused.mp4", mimeType: "video/mp4", buffer: mp4Of(64 * 1024) });
    // As a proxy or the server's own guards answer, before any route action runs.
    const answers = [
      { status: 403, contentType: "application/json", body: JSON.stringify({ message: httpStaffWords.t("en", "csrfRefused") }) },
      { status: 413, contentType: "text/plain; charset=utf-8", body: filesWords.t("en", "videoTooLarge") },
    ];
    await page.route("**/virtual.data*", (route) =>
      route.request().method() === "POST" ? route.fulfill(answers.shift() ?? { status: 500 }) : route.continue(),
    );
    const toasts = page.locator(".toast-list");
    await page.getByRole("button", { name: "Upload video" }).click();
    await toasts.getByText(httpStaffWords.t("en", "csrfRefused")).waitFor();
    await page.getByRole("button", { name: "Upload video" }).click();
    await toasts.getByText(filesWords.t("en", "videoTooLarge")).waitFor();
    expect(await toasts.getByText(recordsWords.t("en", "submitFailed")).count()).toBe(2);
    // Still on the form, with what was typed and chosen, ready for another try.
    expect(await page.getByLabel("Name").inputValue()).toBe("Refused on the way");
    expect(await page.getByLabel("Video", { exact: true }).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);
    expect((await apiVideos(site.url)).map((record) => record.name)).not.toContain("Refused on the way");
    expect(errors.filter((text) => !/status of (403|413)/.test(text))).toEqual([]);
  });
});
