import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectAccessible } from "../support/page-checks";
import { LAPTOP, logIn, PHONE, useSiteInBrowser } from "../support/site-in-browser";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";
import { recordsWords } from "~/platform/records/records-words";

describe("staff manage a room and visitors see it", () => {
  const site = useSiteInBrowser();

  it("logs in, adds a room with an image, sees it under its filter, edits it and deletes it", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    const base = site.url;

    // The back-office sends a visitor to the login page first.
    await page.goto(`${base}/room`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await expectAccessible(page);
    await logIn(page, { heading: "Rooms" });
    expect(new URL(page.url()).pathname).toBe("/room");

    // Add-Room: name, rate, description and a JPEG.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a6b5a" } }).jpeg().toBuffer();
    await page.getByLabel("Name").fill("Classic Twin");
    await page.getByLabel(/Rate/).fill("95000");
    await page.getByLabel(/Description/).fill("Garden-view twin for the e2e check.");
    await page.getByLabel("Image").setInputFiles({ name: "twin.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Add room" }).click();
    await page.getByText(recordsWords.t("en", "saved")).first().waitFor();

    // The View tab shows the new card.
    await page.getByRole("link", { name: "Edit Classic Twin" }).waitFor();
    await expectAccessible(page);
    // A second room type: the home page's chips are the room types there are.
    await page.getByRole("tab", { name: "Add-Room", exact: true }).click();
    await page.getByLabel("Name").fill("Classic King");
    await page.getByLabel("Image").setInputFiles({ name: "king.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Add room" }).click();
    await page.getByRole("link", { name: "Edit Classic King" }).waitFor();

    // Visitors: the card is in the server HTML, under the Classic Twin filter and not under Classic King.
    const { page: visitor, errors: visitorErrors } = await site.open({ viewport: PHONE });
    await visitor.goto(`${base}/`);
    const card = visitor.locator('[data-room-name="Classic Twin"]');
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expectAccessible(visitor);
    await visitor.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await visitor.locator("#room-filters").getByRole("link", { name: "Classic King", exact: true }).click();
    await expect.poll(() => new URL(visitor.url()).search).toBe("?room=classic-king");
    await expect.poll(() => card.count()).toBe(0);
    await visitor.locator("#room-filters").getByRole("link", { name: "Classic Twin", exact: true }).click();
    await expect.poll(() => card.count()).toBe(1);
    await expect.poll(() => visitor.locator(".room-card").count()).toBe(1);
    // The filter worked without a full page load.
    expect(await visitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await card.textContent()).toContain("Garden-view twin for the e2e check.");

    // Edit inline from the View tab.
    await page.getByRole("link", { name: "Edit Classic Twin" }).click();
    const editor = page.locator("form").filter({ has: page.getByRole("button", { name: "Save" }) });
    await editor.getByLabel(/Description/).fill("Garden-view twin, newly refurbished.");
    await editor.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Save" }).count()).toBe(0);
    await visitor.reload();
    expect(await card.textContent()).toContain("Garden-view twin, newly refurbished.");

    // Delete after confirming.
    await page.getByRole("button", { name: "Delete Classic Twin" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText(recordsWords.t("en", "deleted")).first().waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Edit Classic Twin" }).count()).toBe(0);
    await visitor.reload();
    await expect.poll(() => card.count()).toBe(0);
    const rooms = (await (await fetch(`${base}/api/rooms`)).json()) as { data: { name: string }[] };
    expect(rooms.data.map((room) => room.name)).toEqual(["Classic King"]);

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });

  it("adds a room type the hotel did not have, gives it an item, and keeps each name once", async () => {
    const { page, errors } = await site.open({ viewport: LAPTOP });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Froom`, heading: "Rooms" });

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f5d7c" } }).jpeg().toBuffer();
    const addRoom = async (name: string) => {
      await page.getByRole("tab", { name: "Add-Room", exact: true }).click();
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Image").setInputFiles({ name: "lake.jpg", mimeType: "image/jpeg", buffer: photo });
      // Still what was typed: a screen revalidating after the last save may have drawn the form afresh.
      await expect.poll(() => page.getByLabel("Name").inputValue()).toBe(name);
      await page.getByRole("button", { name: "Add room" }).click();
    };
    // A name none of the usual types has: the room is added and listed.
    await addRoom("Lake View Suite");
    await page.getByRole("link", { name: "Edit Lake View Suite" }).waitFor();

    // Its items: the new room is one of the rooms an item can belong to.
    await page.getByRole("tab", { name: "Add-Room Item", exact: true }).click();
    await page.getByLabel("Room", { exact: true }).selectOption("Lake View Suite");
    await page.getByLabel("Item name").fill("Telescope");
    await page.getByLabel("Image").setInputFiles({ name: "scope.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: /Add (room )?item/i }).click();
    await page.getByRole("tab", { name: "Lake View Suite", selected: true }).waitFor();
    await page.getByText("Telescope").first().waitFor();

    // The same name again, spaced and cased differently, is refused beside the field (once the
    // item's save and the screen's reload are over).
    await page.waitForLoadState("networkidle");
    await addRoom("  lake view   SUITE ");
    await page.getByText(roomsStaffWords.t("en", "roomNameTaken", { name: "  lake view   SUITE ".trim() })).first().waitFor();
    const rooms = (await (await fetch(`${site.url}/api/rooms`)).json()) as { data: { name: string }[] };
    expect(rooms.data.filter((room) => room.name.toLowerCase().includes("lake view"))).toHaveLength(1);

    // The refused name is the one failed request (422), which the browser logs.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
  });

  it("shows a member the door: 403 on the back-office", async () => {
    const email = `member-${Date.now()}@example.com`;
    const password = "Zikomo-Kwambiri-77";
    const reg = await fetch(`${site.url}/api/register/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Thoko", email, password, password_confirmation: password }),
    });
    expect(reg.status).toBe(201);
    const { page } = await site.open();
    await logIn(page, { at: `${site.url}/login`, as: { email, password } });
    await expect.poll(() => new URL(page.url()).pathname).toBe("/dashboard");
    const response = await page.goto(`${site.url}/room`);
    expect(response?.status()).toBe(403);
  });
});
