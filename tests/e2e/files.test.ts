import { describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { documentsWords } from "~/features/documents/documents-words";
import { filesWords } from "~/platform/files/files-words";
import { recordsWords } from "~/platform/records/records-words";

describe("staff keep the documents and the virtual-tour videos current", () => {
  const site = useSiteInBrowser();

  it("refuses a web page named .pdf, uploads a real PDF, renames it and deletes it after asking", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/DocumentUp?tab=view`, heading: "Documents & Downloads" });
    await page.getByText(documentsWords.t("en", "noDocumentsFound")).waitFor();

    await page.getByRole("tab", { name: "Add-Document" }).click();
    await page.getByLabel("Name").fill("Annual Report 2025");
    await page.getByLabel("PDF document").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!doctype html><p>not a pdf</p>") });
    await page.getByText(filesWords.t("en", "pdfUnsupported")).waitFor();

    await page.getByLabel("PDF document").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(demoPdf("Annual Report 2025", ["Figures"])) });
    await page.getByRole("button", { name: "Upload document" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    await page.getByRole("link", { name: "Annual Report 2025.pdf" }).waitFor();

    await page.getByRole("link", { name: "Edit Annual Report 2025" }).click();
    await page.getByLabel("Name").fill("Annual Report 2025 (final)");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Annual Report 2025 (final).pdf" }).waitFor();
    const list = await (await fetch(`${site.url}/api/document`)).json();
    const download = await fetch(site.url + list.data[0].url);
    expect(download.headers.get("content-disposition")).toContain("filename*=UTF-8''Annual%20Report%202025%20%28final%29.pdf");

    await page.getByRole("button", { name: "Delete Annual Report 2025 (final)" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(documentsWords.t("en", "noDocumentsFound")).waitFor();
    expect(errors).toEqual([]);
  });

  it("shows a video's size limit at once and lists an uploaded video with a player", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/virtual?tab=view`, heading: "Manage Virtual" });
    await page.getByText(recordsWords.t("en", "comingSoon")).waitFor();

    await page.getByRole("tab", { name: "Add-Video" }).click();
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "tour.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(11 * 1024 * 1024) });
    await page.getByText(filesWords.t("en", "videoTooLarge")).waitFor();

    // The start of an MP4 is enough for the server's check by bytes.
    const mp4 = Buffer.alloc(4096);
    mp4.set([0, 0, 0, 0x18], 0);
    mp4.write("ftypisom\0\0\x02\0isommp41", 4, "latin1");
    await page.getByLabel("Name").fill("Pool and gardens tour");
    await page.getByLabel("Video", { exact: true }).setInputFiles({ name: "tour.mp4", mimeType: "video/mp4", buffer: mp4 });
    await page.getByRole("button", { name: "Upload video" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    await page.getByRole("heading", { name: "Pool and gardens tour" }).waitFor();
    expect(await page.locator("video[aria-label='Pool and gardens tour']").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
