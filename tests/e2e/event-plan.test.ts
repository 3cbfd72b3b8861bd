import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { DRAFT_KEY } from "~/features/event-requests/event-plan-draft";
import { loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";
import { eventRequestsStaffWords } from "~/features/event-requests/event-requests-staff-words";
import { filesWords } from "~/platform/files/files-words";

const inDays = (days: number) => hotelDate(new Date(Date.now() + days * 86_400_000));

/** The one step the hydrated wizard shows, by its heading. */
const stepShown = (page: Page, n: number, title: string) =>
  page.locator(".wizard-step:not([hidden]) legend").filter({ hasText: `STEP ${n} OF 3` }).filter({ hasText: title }).waitFor();

/** Fills the three steps of the wizard, from step 1 to step 3, leaving Finish to the test. */
async function fillQuotation(
  page: Page,
  q: { event: string; inDays: number; type: string; people: string; file: { name: string; mimeType: string; buffer: Buffer }; service: string; space: string; first: string; last: string; email: string },
) {
  await page.getByLabel("Name of your event").fill(q.event);
  await page.getByLabel("Start date").fill(inDays(q.inDays));
  await page.getByLabel("End date").fill(inDays(q.inDays + 1));
  await page.getByLabel("Event type").selectOption(q.type);
  await page.getByLabel("Number of people attending").fill(q.people);
  await page.getByLabel(/Attachment/).setInputFiles(q.file);
  await page.getByRole("button", { name: "Next" }).click();
  await stepShown(page, 2, "Event Details");
  await page.getByLabel(q.service).check();
  await page.getByLabel("Space configuration").selectOption(q.space);
  await page.getByRole("button", { name: "Next" }).click();
  await stepShown(page, 3, "Contact Information");
  await page.getByLabel("First name").fill(q.first);
  await page.getByLabel("Last name").fill(q.last);
  await page.getByLabel("Email", { exact: true }).fill(q.email);
  await page.getByLabel("Phone number").fill("0888 123 456");
}

describe("a guest asks for an event quotation on a phone, and staff take it from there", () => {
  const site = useSiteInBrowser();

  it("goes forward only when a step is valid, back freely, keeps a draft through a reload, and finishes once", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    // The header's Plan an Event (and the other event links) lead here.
    await page.goto(`${site.url}/`);
    expect(await page.locator('header a[href="/EventPlan"]').count()).toBeGreaterThan(0);
    await page.goto(`${site.url}/EventPlan`);
    await page.locator(".wizard-progress").waitFor();
    await stepShown(page, 1, "Event Profile");

    // An empty step does not move on; every message of the step is shown, the first field focused.
    await page.getByRole("button", { name: "Next" }).click();
    for (const message of [eventRequestsWords.t("en", "eventNameRequired"), eventRequestsWords.t("en", "eventStartRequired"), eventRequestsWords.t("en", "eventEndRequired"), eventRequestsWords.t("en", "eventTypeRequired"), eventRequestsWords.t("en", "attendeesRequired")]) {
      await page.getByText(message).waitFor();
    }
    expect(await page.getByText("STEP 1 OF 3", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("eventName");

    // Dates: the end may not come before the start.
    await page.getByLabel("Name of your event").fill("Lilongwe Health Summit");
    await page.getByLabel("Start date").fill(inDays(20));
    await page.getByLabel("End date").fill(inDays(19));
    await page.getByLabel("Event type").selectOption("seminar");
    await page.getByLabel("Number of people attending").fill("180");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(eventRequestsWords.t("en", "eventEndBeforeStart")).waitFor();
    await page.getByLabel("End date").fill(inDays(21));
    // A too-large attachment is refused before anything is sent.
    await page.getByLabel(/Attachment/).setInputFiles({ name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5_000_001) });
    await page.getByText(filesWords.t("en", "eventFileTooLarge")).waitFor();
    await page.getByRole("button", { name: "Next" }).click();
    expect(await page.getByText("STEP 1 OF 3", { exact: true }).isVisible()).toBe(true);
    await page.getByLabel(/Attachment/).setInputFiles([]);
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 2, "Event Details");

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(eventRequestsWords.t("en", "serviceTypeRequired")).waitFor();
    await page.getByText(eventRequestsWords.t("en", "spaceRequired")).waitFor();
    // Back freely, with what was typed still there.
    await page.getByRole("button", { name: "Previous" }).click();
    await stepShown(page, 1, "Event Profile");
    expect(await page.getByLabel("Name of your event").inputValue()).toBe("Lilongwe Health Summit");
    await page.getByRole("button", { name: "Next" }).click();
    // Several extra services at once.
    await page.getByLabel("Live streaming").check();
    await page.getByLabel("Photography").check();
    await page.getByLabel("Space configuration").selectOption("crescentRounds");
    await page.getByRole("button", { name: "Next" }).click();
    await stepShown(page, 3, "Contact Information");
    await page.getByLabel("First name").fill("Thandiwe");
    await page.getByLabel("Last name").fill("Mwale");

    // A reload on a phone loses nothing: fields, choice and step come back from the draft.
    await page.reload();
    await stepShown(page, 3, "Contact Information");
    // The server HTML shows every step; the draft is put back once the page has hydrated.
    await expect.poll(() => page.getByLabel("First name").inputValue()).toBe("Thandiwe");
    expect(await page.getByLabel("Last name").inputValue()).toBe("Mwale");
    await page.getByRole("button", { name: "Previous" }).click();
    expect(await page.getByLabel("Live streaming").isChecked()).toBe(true);
    expect(await page.getByLabel("Photography").isChecked()).toBe(true);
    expect(await page.getByLabel("PA system").isChecked()).toBe(false);
    await page.getByRole("button", { name: "Next" }).click();

    await page.getByRole("button", { name: "Finish" }).click();
    await page.getByText(eventRequestsWords.t("en", "eventEmailRequired")).waitFor();
    await page.getByText(eventRequestsWords.t("en", "eventPhoneRequired")).waitFor();
    await page.getByLabel("Email", { exact: true }).fill("thandiwe@example.com");
    await page.getByLabel("Phone number").fill("0999 555 123");
    const info = page.getByLabel(/Additional information/);
    await info.fill("x".repeat(600));
    expect((await info.inputValue()).length).toBe(500);
    await page.getByText("500 / 500 characters").waitFor();
    await info.fill("Vegetarian lunch for 40 people.");
    await expectAccessible(page);

    // A double tap on Finish still makes one request.
    await page.getByRole("button", { name: "Finish" }).dblclick();
    const success = page.getByRole("status").filter({ hasText: eventRequestsWords.t("en", "eventRequestSuccess") });
    await success.waitFor();
    const reference = (await page.locator(".wizard-reference").textContent()) ?? "";
    expect(reference).toMatch(/^EV-\d{4}-\d{4,}$/);
    const whatsapp = await page.getByRole("link", { name: "Continue on WhatsApp" }).getAttribute("href");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/265999000000\?text=/);
    expect(decodeURIComponent(whatsapp ?? "")).toContain(reference);
    // Under the reference no empty wizard: the guest asks for one to plan another event.
    expect(await page.locator("form.wizard-form").isVisible()).toBe(false);
    await page.getByRole("link", { name: "Plan another event" }).click();
    // The form is cleared and back at step 1; the draft is gone.
    await stepShown(page, 1, "Event Profile");
    expect(await page.getByLabel("Name of your event").inputValue()).toBe("");
    expect(await page.evaluate((key) => window.localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    expect(errors).toEqual([]);

    // Staff find it in the inbox, read it in full and move it on.
    await logIn(page, { at: `${site.url}/login?redirectTo=%2FeventRequests`, heading: "Event requests" });
    const item = page.getByRole("article").filter({ hasText: reference });
    await expect.poll(() => item.count()).toBe(1);
    await item.getByText("Vegetarian lunch for 40 people.").waitFor();
    await item.getByText("Crescent rounds").waitFor();
    await item.getByText("Live streaming, Photography").waitFor();
    await item.getByLabel("Status", { exact: true }).selectOption("quoted");
    await item.getByLabel("Notes for the team").fill("Quote sent on WhatsApp");
    await item.getByRole("button", { name: `Save status and notes of ${reference}` }).click();
    await page.getByText(eventRequestsStaffWords.t("en", "eventRequestUpdated")).first().waitFor();
    await page.getByRole("link", { name: /^Quoted 1$/ }).click();
    await page.waitForURL(/status=quoted/);
    await page.getByRole("article").filter({ hasText: reference }).getByText("Quote sent on WhatsApp").waitFor();
    expect(errors).toEqual([]);
  });
  it("brings the guest back to a file the server refuses by its bytes, with the server's words", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/EventPlan`);
    await page.locator(".wizard-progress").waitFor();
    // The browser cannot tell every attachment format from its first bytes: only the server decides.
    const file = { name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html><body>not a plan</body></html>") };
    await fillQuotation(page, { event: "Board retreat", inDays: 30, type: "seminar", people: "12", file, service: "Live streaming", space: "crescentRounds", first: "Chikondi", last: "Banda", email: "chikondi@example.com" });
    const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/EventPlan"));
    await page.getByRole("button", { name: "Finish" }).click();
    expect((await answer).status()).toBe(422);

    // Back on the step with the file: the server's message beside it, SPEC §8's answer above the form.
    await stepShown(page, 1, "Event Profile");
    await page.locator("#event-eventFile-error").getByText(filesWords.t("en", "eventFileUnsupported")).waitFor();
    await page.getByRole("alert").filter({ hasText: eventRequestsWords.t("en", "eventRequestFailed") }).waitFor();
    expect(await page.getByLabel("Name of your event").inputValue()).toBe("Board retreat");
    expect(await page.getByRole("status").filter({ hasText: eventRequestsWords.t("en", "eventRequestSuccess") }).count()).toBe(0);
    expect(errors.filter((e) => !e.includes("422"))).toEqual([]);
  });

  it("shows how much of an attachment is sent on a slow uplink, then the reference; staff download the file", async () => {
    const { context, page, errors } = await site.open({ viewport: PHONE });
    await page.goto(`${site.url}/EventPlan`);
    await stepShown(page, 1, "Event Profile");
    // A 3 MB programme (PDF bytes), well under the 5MB limit.
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1"), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from("\n%%EOF\n")]);
    const file = { name: "programme.pdf", mimeType: "application/pdf", buffer: pdf };
    await fillQuotation(page, { event: "Lake Malawi Tourism Expo", inDays: 40, type: "conference", people: "300", file, service: "PA system", space: "theatre", first: "Kondwani", last: "Phiri", email: "kondwani@example.com" });

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByRole("button", { name: "Finish" }).click();
    await page.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector<HTMLProgressElement>(".upload-progress progress");
      return bar !== null && bar.hasAttribute("value") && bar.value > 0 && bar.value < 100;
    });
    await expect.poll(() => page.locator(".upload-progress-text").textContent()).toMatch(/^Uploading… \d{1,2}%$/);
    // The guest can read the way to stop: the button is the form's teal on white, not the cream meant for dark heroes.
    const cancel = await page.getByRole("button", { name: "Cancel upload" }).evaluate((button) => {
      const style = getComputedStyle(button);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(cancel).toEqual({ color: "rgb(18, 52, 59)", background: "rgb(255, 255, 255)" });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    await page.getByRole("status").filter({ hasText: eventRequestsWords.t("en", "eventRequestSuccess") }).waitFor();
    const reference = (await page.locator(".wizard-reference").textContent()) ?? "";
    expect(reference).toMatch(/^EV-\d{4}-\d{4,}$/);
    await expect.poll(() => page.locator(".upload-progress progress").count()).toBe(0);
    expect(errors).toEqual([]);

    // The attachment is kept for staff, under the reference and the event's name.
    const token = await loginAsStaff(site.url);
    const listed = await (await fetch(`${site.url}/api/bookEvent`, { headers: { authorization: `Bearer ${token}` } })).json() as { data: { reference: string; eventFile: { downloadName: string; byteSize: number } | null }[] };
    const stored = listed.data.find((r) => r.reference === reference);
    expect(stored?.eventFile?.downloadName).toBe(`${reference} Lake Malawi Tourism Expo.pdf`);
    expect(stored?.eventFile?.byteSize).toBe(pdf.length);
  });
});
