import { describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/** The demo hotel's rooms in the back-office (decision 058): out of order, and a stay moved. */
describe("room numbers in the browser", () => {
  const site = useSiteInBrowser({ demoContent: true });

  it("lists the Classic Kings by floor, takes one out of order, and moves a confirmed stay to another room", async () => {
    const staff = await loginAsStaff(site.url);
    const types = (await api(site.url, "/api/rooms")).body.data as { id: number; name: string; inventory: number }[];
    const king = types.find((type) => type.name === "Classic King")!;
    expect(king.inventory).toBe(64);
    const arrival = addDays(hotelDate(), 3);
    const made = await api(site.url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType: king.id, rooms: 1, name: "Chikondi Banda", email: "chikondi@example.com", phone: "+265 991 234 567" }),
    });
    expect((await api(site.url, `/api/reservations/${made.body.data.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);

    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login` });
    await page.goto(`${site.url}/hotel-rooms?type=${king.id}`);
    await page.getByRole("heading", { name: "Room numbers", level: 1 }).waitFor();
    await hydrated(page, "h1");
    const room102 = page.getByRole("article", { name: "102" });
    expect(await page.getByRole("article").first().getAttribute("aria-labelledby")).toBeTruthy();
    await room102.getByText("Out of order…").click();
    await room102.getByLabel("First night").fill(addDays(hotelDate(), 1));
    await room102.getByLabel("Back in service on").fill(addDays(hotelDate(), 4));
    await room102.getByLabel("Reason").fill("Bathroom being retiled");
    await room102.getByRole("button", { name: "Take out of order" }).click();
    await page.getByText("Room 102 is out of order from").first().waitFor();
    await expect.poll(() => room102.getByText("Bathroom being retiled").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, "hotel-rooms-screen", PHONE_AND_LAPTOP);

    await page.setViewportSize(LAPTOP);
    await page.goto(`${site.url}/reservations?status=confirmed`);
    const stay = page.getByRole("article", { name: new RegExp(made.body.reference as string) });
    await stay.waitFor();
    await hydrated(page, "h1");
    expect(await stay.getByText("Room 101").isVisible()).toBe(true);
    await stay.getByText("Move to another room…").click();
    await stay.getByLabel("To room (number)").fill("102");
    await stay.getByRole("button", { name: "Move" }).click();
    await page.getByText("Not moved: room 102 is out of order on").first().waitFor();
    await stay.getByLabel("To room (number)").fill("Villa Mbuna");
    await stay.getByRole("button", { name: "Move" }).click();
    await page.getByText(`Moved ${made.body.reference} from room 101 to room Villa Mbuna`).first().waitFor();
    await expect.poll(() => stay.getByText("Villa Mbuna").first().isVisible()).toBe(true);
    await expectAccessible(page);
    await keepScreenshot(page, "hotel-rooms-moved", PHONE_AND_LAPTOP);
    // The refused move answers 409, which the browser notes; nothing else went wrong.
    expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  });
});
