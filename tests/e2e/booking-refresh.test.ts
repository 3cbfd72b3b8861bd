import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { PHONE, useSiteInBrowser } from "../support/site-in-browser";

/**
 * DECISIONS §9, "a refresh never books twice": a phone without JavaScript sends a reservation
 * request, then reloads the page it landed on. The browser asks for the stay's page again; the
 * hotel still has one request.
 */
describe("a guest without JavaScript reloads the page after asking for a room", () => {
  const site = useSiteInBrowser({ demoContent: false });

  it("still has exactly one reservation after the reload", async () => {
    const staff = await loginAsStaff(site.url);
    const roomName = `Refresh Room ${randomUUID().slice(0, 8)}`;
    const created = await api(site.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: roomName, fee: "90000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status).toBe(201);
    const arrival = addDays(hotelDate(), 21);
    const email = `reload-${randomUUID().slice(0, 8)}@example.com`;

    // Reduced motion: the page's smooth scrolling would keep the button moving under each of the
    // browser driver's scroll-into-view attempts on this long page.
    const { page, errors } = await site.open({ viewport: PHONE, javaScriptEnabled: false, reducedMotion: "reduce" });
    await page.goto(`${site.url}/booking?${new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0", roomType: String(created.body.data.id) })}`);
    const request = page.getByRole("form", { name: new RegExp(roomName) });
    await page.getByText("Request this room").first().click();
    await request.getByLabel("Full name").fill("Tiwonge Phiri");
    await request.getByLabel("Email").fill(email);
    await request.getByLabel("Phone").fill("+265 991 234 567");
    await request.getByRole("button", { name: "Send request" }).click();
    const answer = page.locator(".stay-requested");
    await answer.getByText("Your reference:").waitFor();
    const reference = (await answer.locator("strong").textContent()) ?? "";
    expect(reference).toMatch(/^RS-\d{4}-\d{4}$/);

    await page.reload();
    await page.locator(".stay-requested strong").getByText(reference).waitFor();
    const listed = (await api(site.url, "/api/reservations?status=requested", { token: staff })).body.data as { email: string; reference: string }[];
    expect(listed.filter((stay) => stay.email === email).map((stay) => stay.reference)).toEqual([reference]);
    expect(errors).toEqual([]);
  });
});
