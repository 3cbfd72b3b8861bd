import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { withServerDatabase } from "../support/server-database";
import { stayStatusCatalog } from "~/features/reservations/components/stay-status-catalog";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/** The front desk's Today screen (DECISIONS §11) at a phone's and a laptop's width. */
describe("the front desk's day in a browser", () => {
  const site = useSiteInBrowser();
  let staff: string;
  let roomId: number;

  /** A stay arriving on `arrival`, requested and confirmed through the API. */
  async function confirmedStay(name: string, arrival = hotelDate()) {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const body = { arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType: roomId, rooms: 1, name, email, phone: "+265 991 234 567", specialRequests: "Arriving on the evening flight." };
    const requested = await api(site.url, "/api/reservations", { method: "POST", body: JSON.stringify(body) });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    expect((await api(site.url, `/api/reservations/${requested.body.data.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    return { ...(requested.body.data as { id: number; reference: string }), email };
  }

  beforeAll(async () => {
    staff = await loginAsStaff(site.url);
    const room = await api(site.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Classic King", fee: "185000", inventory: "6", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    roomId = room.body.data.id;
  });

  it("checks a guest in and marks another as a no-show on a phone, and prints tomorrow's arrivals on a laptop", async () => {
    const arriving = await confirmedStay("Chikondi Banda");
    const missing = await confirmedStay("Tiwonge Phiri");
    const tomorrow = await confirmedStay("Kondwani Zulu", addDays(hotelDate(), 1));

    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Ffront-desk`, heading: "Today at the front desk" });
    const arrivals = page.getByRole("region", { name: /^Arrivals/ });
    await arrivals.getByRole("article", { name: "Chikondi Banda" }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "front-desk-arrivals", PHONE_AND_LAPTOP);

    await hydrated(page, ".desk-moves button");
    await page.getByRole("button", { name: "Check in Chikondi Banda" }).click();
    await page.getByRole("status").filter({ hasText: `${arriving.reference} checked in: Chikondi Banda is in the house.` }).waitFor();
    await page.getByRole("region", { name: /^In the house/ }).getByRole("article", { name: "Chikondi Banda" }).waitFor();
    await expect.poll(() => arrivals.getByRole("article", { name: "Chikondi Banda" }).count()).toBe(0);

    const missingCard = arrivals.getByRole("article", { name: "Tiwonge Phiri" });
    await missingCard.getByText("No-show", { exact: true }).click();
    await missingCard.getByRole("button", { name: `Yes, ${missing.reference} is a no-show` }).click();
    await page.getByRole("status").filter({ hasText: `${missing.reference} marked as a no-show: its rooms are free again.` }).waitFor();
    await page.getByText("No confirmed stay arrives on this day.").waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "front-desk-after", PHONE_AND_LAPTOP);

    // Tomorrow's list, through the day picker, and its printable sheet.
    await page.setViewportSize(LAPTOP);
    await page.getByLabel("Day", { exact: true }).fill(addDays(hotelDate(), 1));
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("region", { name: /^Arrivals/ }).getByRole("article", { name: "Kondwani Zulu" }).waitFor();
    await page.getByText("Check-in opens on the arrival day.").waitFor();
    await expectAccessible(page);
    await page.getByRole("link", { name: "Printable arrivals list" }).click();
    await page.getByRole("heading", { name: /^Arrivals ·/, level: 1 }).waitFor();
    await page.getByRole("cell", { name: tomorrow.reference }).waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, "front-desk-print");
    await page.emulateMedia({ media: "print" });
    expect(await page.locator(".admin-sidebar").isVisible()).toBe(false);
    await keepScreenshot(page, "front-desk-print-media");
    expect(errors).toEqual([]);

    // The guest who did not come opens their stay's page (the confirmation email's link), in Chichewa: its status, no cancel button.
    const email = await withServerDatabase(site.server, (db) => db.selectFrom("email_outbox").select("text_body").where("to_address", "=", missing.email).where("kind", "=", "reservation-confirmed").executeTakeFirstOrThrow());
    const link = /\/booking\/cancel\/[A-Za-z0-9_-]+/.exec(email.text_body)?.[0];
    expect(link).toBeDefined();
    const guest = await site.open({ viewport: PHONE });
    await guest.page.goto(`${site.url}/ny${link}`);
    await guest.page.getByText(stayStatusCatalog.t("ny", "stayStatusNoShow")).waitFor();
    await guest.page.getByText(stayStatusCatalog.t("ny", "stayOver")).waitFor();
    expect(await guest.page.getByRole("button").filter({ hasText: /Letsani/ }).count()).toBe(0);
    await expectAccessible(guest.page);
    await keepScreenshot(guest.page, "front-desk-guest-no-show");
    expect(guest.errors).toEqual([]);
  });
});
