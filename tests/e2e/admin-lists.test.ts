import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { jpeg, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { page as pageRequest, pageCookie } from "../support/page-session";
import { logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { adminStaffWords } from "~/components/admin/admin-staff-words";
import { recordsWords } from "~/platform/records/records-words";

const cards = (page: Page) => page.locator(".admin-card-grid > li");

/** Every record screen: a search by name past 6 records, and pages of 12 (list-page.ts). */
describe("long back-office lists: search by name and pages of 12", () => {
  const site = useSiteInBrowser();

  it("adds documents, then finds one by name and pages through the rest on a phone", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/DocumentUp?tab=add`, heading: "Documents & Downloads" });

    // Six records: no search box yet, no pages.
    const token = await loginAsStaff(site.url);
    const add = async (name: string) => {
      const form = new FormData();
      form.set("name", name);
      form.set("document", new File([new Uint8Array(demoPdf(name, ["Figures"]))], "d.pdf", { type: "application/pdf" }));
      const res = await fetch(`${site.url}/api/document`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBe(201);
    };
    for (let i = 1; i <= 6; i++) await add(`Price List ${String(i).padStart(2, "0")}`);
    await page.goto(`${site.url}/DocumentUp?tab=view`);
    await expect(cards(page).count()).resolves.toBe(6);
    await expect(page.getByRole("search").count()).resolves.toBe(0);

    // The seventh, through the screen's own form: now the list can be searched.
    await page.getByRole("tab", { name: "Add-Document" }).click();
    await page.getByLabel("Name").fill("Annual Report 2025");
    await page.getByLabel("PDF document").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from(demoPdf("Annual Report 2025", ["Figures"])) });
    await page.getByRole("button", { name: "Upload document" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();
    await page.getByRole("search", { name: "Search documents by name" }).waitFor();

    for (let i = 7; i <= 13; i++) await add(`Price List ${String(i).padStart(2, "0")}`);
    await page.goto(`${site.url}/DocumentUp?tab=view`);
    await expect(cards(page).count()).resolves.toBe(12);
    const pages = page.getByRole("navigation", { name: "Pages of documents" });
    await expect(pages.getByRole("link", { name: "Page 1" }).getAttribute("aria-current")).resolves.toBe("page");
    await expect(pages.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).resolves.toBeNull();
    // On a phone the pages wrap: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);

    await pages.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/page=2/);
    // The address changes a moment before React commits the new page: wait for the cards.
    await expect.poll(() => cards(page).count()).toBe(2);
    await expect.poll(() => pages.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
    // Editing a record on page 2 keeps page 2.
    const second = (await cards(page).first().getByRole("heading").textContent())!.trim();
    await page.getByRole("link", { name: `Edit ${second}` }).click();
    await page.waitForURL(/edit=\d+/);
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL((url) => !url.searchParams.has("edit"));
    expect(new URL(page.url()).searchParams.get("page")).toBe("2");

    // Search by name, whatever the case; the result says how many match, Clear brings all back.
    await page.getByRole("searchbox", { name: "Search documents by name" }).fill("annual report");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText(adminStaffWords.t("en", "listMatches", { matched: 1, total: 14, query: "annual report" })).waitFor();
    await expect(cards(page).count()).resolves.toBe(1);
    await expect(page.getByRole("navigation", { name: "Pages of documents" }).count()).resolves.toBe(0);
    await page.getByRole("searchbox", { name: "Search documents by name" }).fill("minibar");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByText(adminStaffWords.t("en", "listNoMatch", { query: "minibar" })).waitFor();
    await page.getByRole("link", { name: "Clear" }).click();
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await expect.poll(() => cards(page).count()).toBe(12);

    expect(errors).toEqual([]);
  });

  it("shows the current screen's link in the phone's sideways menu, even the last one", async () => {
    const { page } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/activity`, heading: "Activity" });
    const current = page.locator('.admin-nav [aria-current="page"]');
    await expect(current.textContent()).resolves.toBe("Activity");
    const inView = () => current.evaluate((link) => { const box = link.getBoundingClientRect(); return box.left >= 0 && box.right <= window.innerWidth; });
    await expect.poll(inView).toBe(true);
  });

  it("serves the same search and page without JavaScript", async () => {
    const cookie = await pageCookie(site.url);
    const second = await pageRequest(site.url, "/DocumentUp?tab=view&page=2", { cookie });
    expect(second.status).toBe(200);
    expect(second.text).toMatch(/aria-current="page"[^>]*>2</);
    const titles = (html: string) => [...html.matchAll(/<h3 class="admin-card-title"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(titles(second.text)).toHaveLength(2);
    const found = await pageRequest(site.url, "/DocumentUp?tab=view&q=PRICE+LIST+13", { cookie });
    expect(titles(found.text)).toEqual(["Price List 13"]);
  });
  it("searches and pages the rooms screen's lists too: room types, and each room's items", async () => {
    const token = await loginAsStaff(site.url);
    const picture = await jpeg(64, 48);
    for (let i = 1; i <= 14; i++) {
      const form = new FormData();
      form.set("image", new File([new Uint8Array(picture)], "linen.jpg", { type: "image/jpeg" }));
      form.set("name", "Classic Twin");
      form.set("itemName", `Linen set ${String(i).padStart(2, "0")}`);
      const res = await fetch(`${site.url}/api/roomMaterial`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBe(201);
    }
    const cookie = await pageCookie(site.url);
    const titles = (html: string) => [...html.matchAll(/<h3 class="admin-card-title"[^>]*>([^<]*)</g)].map((m) => m[1]);
    const first = await pageRequest(site.url, "/room?tab=add-item&room=classic-twin", { cookie });
    expect(titles(first.text)).toHaveLength(12);
    expect(first.text).toContain("Search the items of Classic Twin");
    const second = await pageRequest(site.url, "/room?tab=add-item&room=classic-twin&page=2", { cookie });
    expect(titles(second.text)).toEqual(["Linen set 13", "Linen set 14"]);
    const found = await pageRequest(site.url, "/room?tab=add-item&room=classic-twin&q=linen+SET+07", { cookie });
    expect(titles(found.text)).toEqual(["Linen set 07"]);
    // Another room's sub-tab is not searched or paged by this room's items.
    const other = await pageRequest(site.url, "/room?tab=add-item&room=classic-king", { cookie });
    expect(other.text).not.toContain("Search the items of");

    // Room types: the search appears once there are more than six.
    for (let i = 1; i <= 7; i++) {
      const form = new FormData();
      form.set("name", `Garden Suite ${i}`);
      form.set("fee", "100000");
      form.set("image", new File([new Uint8Array(picture)], "suite.jpg", { type: "image/jpeg" }));
      const res = await fetch(`${site.url}/api/rooms`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      expect(res.status).toBe(201);
    }
    const rooms = await pageRequest(site.url, "/room?tab=view&q=garden+suite+3", { cookie });
    expect(rooms.text).toContain("Search rooms by name");
    expect(titles(rooms.text)).toEqual(["Garden Suite 3"]);
  });
});
