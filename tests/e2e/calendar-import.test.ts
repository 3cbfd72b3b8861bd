import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

const ymd = (date: string) => date.replaceAll("-", "");

/** An agency's calendar for one room on a phone: paste its address, read it, see a clash and settle it in one click. */
describe("agency calendars in the browser", () => {
  let agency: http.Server;
  let calendarUrl = "";
  let body = "";
  beforeAll(async () => {
    agency = http.createServer((_req, res) => void res.writeHead(200, { "content-type": "text/calendar" }).end(body));
    await new Promise<void>((resolve) => agency.listen(0, "127.0.0.1", resolve));
    calendarUrl = `http://127.0.0.1:${(agency.address() as AddressInfo).port}/export/room.ics`;
  });
  afterAll(async () => {
    agency.closeAllConnections();
    await new Promise<void>((resolve) => agency.close(() => resolve()));
  });
  const site = useSiteInBrowser({ env: { CHANNEL_POLL_SECONDS: "0", CALENDAR_FEED_PRIVATE_RANGES: "127.0.0.1" } });

  it("adds a room's Booking.com calendar, reads it, and moves the direct stay in the way", async () => {
    const staff = await loginAsStaff(site.url);
    const created = await api(site.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Lakeside Double", fee: "120000", inventory: "2", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rooms = (await api(site.url, `/api/hotel-rooms?roomType=${created.body.data.id}`, { token: staff })).body.data as { id: number; number: string }[];
    const arrival = addDays(hotelDate(), 6);
    const made = await api(site.url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 1, children: 0, roomType: created.body.data.id, rooms: 1, name: "Thandiwe Mwale", email: "thandiwe@example.com", phone: "+265 991 234 567" }),
    });
    expect((await api(site.url, `/api/reservations/${made.body.data.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    body = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Booking.com//EN", "BEGIN:VEVENT", "UID:bk-1", `DTSTART;VALUE=DATE:${ymd(arrival)}`, `DTEND;VALUE=DATE:${ymd(addDays(arrival, 1))}`, "SUMMARY:CLOSED - Not available", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login` });
    await page.goto(`${site.url}/channel-feeds`);
    await page.getByRole("heading", { name: "Agency calendars", level: 1 }).waitFor();
    await hydrated(page, "h1");
    await page.getByLabel("Room", { exact: true }).selectOption({ label: rooms[0]!.number });
    await page.getByLabel("Agency", { exact: true }).fill("Booking.com");
    await page.getByLabel("Calendar address (iCal export link)").fill(calendarUrl);
    await page.getByRole("button", { name: "Add calendar" }).click();
    await page.getByText(`Booking.com calendar added for room ${rooms[0]!.number}`).waitFor();
    await page.getByRole("button", { name: "Sync now" }).click();
    await page.getByText("1 night clashes with stays already in the room").first().waitFor();
    const move = page.getByRole("button", { name: `Move ${made.body.reference} to room ${rooms[1]!.number}` });
    await move.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
    await keepScreenshot(page, "agency-calendars-clash", PHONE_AND_LAPTOP);

    await move.click();
    await page.waitForURL(`${site.url}/channel-feeds`);
    await expect.poll(() => page.getByText("An agency booking clashes with a stay").count()).toBe(0);
    const held = (await api(site.url, `/api/reservations/${made.body.data.id}/rooms`, { token: staff })).body.data as { roomId: number }[];
    expect(held.map((room) => room.roomId)).toEqual([rooms[1]!.id]);
    expect(errors).toEqual([]);
  });

  it("refuses an address on a private network beside its field, and keeps what staff typed, without JavaScript too", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, errors } = await site.open({ viewport: PHONE, javaScriptEnabled });
      await logIn(page, { at: `${site.url}/login` });
      await page.goto(`${site.url}/channel-feeds`);
      if (javaScriptEnabled) await hydrated(page, "h1");
      const address = "http://169.254.169.254/latest/meta-data/";
      await page.getByLabel("Agency", { exact: true }).fill("Expedia");
      await page.getByLabel("Calendar address (iCal export link)").fill(address);
      await page.getByRole("button", { name: "Add calendar" }).click();
      const field = page.getByLabel("Calendar address (iCal export link)");
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      expect(await page.locator("#feed-url-error").textContent()).toBe("This address leads to 169.254.169.254, which is not on the public internet: paste the calendar address the agency's extranet gives");
      expect(await field.inputValue()).toBe(address);
      expect(await page.getByLabel("Agency", { exact: true }).inputValue()).toBe("Expedia");
      // axe runs in the page, so only where scripts may.
      if (javaScriptEnabled) await expectAccessible(page);
      // The refusal is a 422 answer, which Chromium logs; nothing else may go wrong.
      expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    }
  });
});
