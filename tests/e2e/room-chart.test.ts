import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { withServerDatabase } from "../support/server-database";
import { expectAccessible } from "../support/page-checks";
import { hydrated, keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/** The room chart (DECISIONS §11, decision 063) at a phone's and a laptop's width, with and without JavaScript. */
describe("the room chart in a browser", () => {
  const site = useSiteInBrowser();
  let staff: string;

  /** A room type of its own per test (named so), with its rooms' numbers. */
  async function roomType(name: string, inventory: number, fee: number) {
    const created = await api(site.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name, fee: String(fee), inventory: String(inventory), maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rooms = (await api(site.url, `/api/hotel-rooms?roomType=${created.body.data.id}`, { token: staff })).body.data as { id: number; number: string }[];
    return { id: created.body.data.id as number, rooms };
  }

  /** A stay requested and confirmed through the API, with the room it was given. */
  async function confirmedStay(typeId: number, name: string, arrival = hotelDate(), nights = 2) {
    const body = { arrival, departure: addDays(arrival, nights), adults: 1, children: 0, roomType: typeId, rooms: 1, name, email: `${randomUUID().slice(0, 8)}@example.com`, phone: "+265 991 234 567" };
    const requested = await api(site.url, "/api/reservations", { method: "POST", body: JSON.stringify(body) });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const id = requested.body.data.id as number;
    expect((await api(site.url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const [room] = (await api(site.url, `/api/reservations/${id}/rooms`, { token: staff })).body.data as { roomId: number; number: string }[];
    return { id, reference: requested.body.data.reference as string, room: room! };
  }

  /** Where a room's nights are on screen: its row of the wide chart, or its entry in tonight's list on a phone. */
  const roomOnScreen = (page: Page, number: string) => page.locator(`[data-room="${number}"]:visible`).first();

  beforeAll(async () => void (staff = await loginAsStaff(site.url)));

  for (const viewport of [LAPTOP, PHONE]) {
    it(`opens a stay from the chart, moves it to another room, checks a guest in and marks a no-show at ${viewport.width} px`, async () => {
      const tag = viewport.width;
      const king = await roomType(`Classic King ${tag}`, 4, 185_000);
      const suite = await roomType(`Garden Suite ${tag}`, 2, 320_000);
      const mover = await confirmedStay(king.id, `Chikondi Banda ${tag}`);
      const missing = await confirmedStay(king.id, `Tiwonge Phiri ${tag}`, hotelDate(), 3);
      const agency = await confirmedStay(king.id, `Mwale family ${tag}`);
      await withServerDatabase(site.server, (db) => db.updateTable("reservations").set({ channel: "Booking.com" }).where("id", "=", agency.id).execute());
      const spare = king.rooms.find((room) => ![mover.room.roomId, missing.room.roomId, agency.room.roomId].includes(room.id))!;
      expect((await api(site.url, `/api/hotel-rooms/${spare.id}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: hotelDate(), to: addDays(hotelDate(), 3), reason: "Bathroom being retiled" }) })).status).toBe(201);
      const upgrade = suite.rooms[0]!;

      const { page, errors } = await site.open({ viewport });
      await logIn(page, { at: `${site.url}/login?redirectTo=%2Froom-chart`, heading: "Room chart" });
      // Tonight is marked: the column's head on a laptop, the night opened first on a phone.
      if (viewport === LAPTOP) await page.locator('th[aria-current="date"]').filter({ hasText: "Today" }).waitFor();
      else await page.locator("details.chart-day-today[open]").filter({ hasText: "Today" }).waitFor();
      await roomOnScreen(page, agency.room.number).getByText("Booking.com", { exact: true }).waitFor();
      await roomOnScreen(page, spare.number).getByText("Out of order: Bathroom being retiled").waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, `room-chart-${tag}`);

      // Open a bar: the stay, and a move to a room of a dearer type (an upgrade).
      await roomOnScreen(page, mover.room.number).getByRole("link", { name: new RegExp(`^Chikondi Banda ${tag}`) }).click();
      await page.getByRole("heading", { name: `Chikondi Banda ${tag}`, level: 1 }).waitFor();
      await page.getByText(mover.reference).first().waitFor();
      await expectAccessible(page);
      await keepScreenshot(page, `room-chart-stay-${tag}`);
      await hydrated(page, ".chart-move-form button");
      await page.getByLabel("To room").selectOption(String(upgrade.id));
      await page.getByRole("button", { name: "Move", exact: true }).click();
      await page.getByRole("status").filter({ hasText: `${mover.reference} moved: Chikondi Banda ${tag} is now in room ${upgrade.number}.` }).waitFor();
      await roomOnScreen(page, upgrade.number).getByRole("link", { name: new RegExp(`^Chikondi Banda ${tag}`) }).waitFor();
      expect(await roomOnScreen(page, mover.room.number).getByRole("link", { name: new RegExp(`^Chikondi Banda ${tag}`) }).count()).toBe(0);

      // Check the guest in from the same bar, now in its new row.
      await roomOnScreen(page, upgrade.number).getByRole("link", { name: new RegExp(`^Chikondi Banda ${tag}`) }).click();
      await page.getByRole("button", { name: `Check in Chikondi Banda ${tag}` }).click();
      await page.getByRole("status").filter({ hasText: `${mover.reference} checked in: Chikondi Banda ${tag} is in the house.` }).waitFor();
      await roomOnScreen(page, upgrade.number).getByRole("link", { name: new RegExp(`^Chikondi Banda ${tag}\\W+Checked in`) }).waitFor();

      // A guest who never came: asked first, then every night is given back.
      await roomOnScreen(page, missing.room.number).getByRole("link", { name: new RegExp(`^Tiwonge Phiri ${tag}`) }).click();
      await page.getByText("No-show…").click();
      await page.getByRole("button", { name: `Yes, ${missing.reference} is a no-show` }).click();
      await page.getByRole("status").filter({ hasText: `${missing.reference} marked as a no-show: its rooms are free again.` }).waitFor();
      expect(await page.getByRole("link", { name: new RegExp(`^Tiwonge Phiri ${tag}`) }).count()).toBe(0);
      await expectAccessible(page);
      await keepScreenshot(page, `room-chart-after-${tag}`, PHONE_AND_LAPTOP);
      expect(errors).toEqual([]);
    });
  }

  it("moves a stay with JavaScript off, on a phone, and says why a taken room is refused", async () => {
    const king = await roomType("Lakeside Double", 3, 150_000);
    const guest = await confirmedStay(king.id, "Yamikani Mwale", addDays(hotelDate(), 1), 2);
    const other = await confirmedStay(king.id, "Limbani Zulu", addDays(hotelDate(), 1), 2);
    const free = king.rooms.find((room) => room.id !== guest.room.roomId && room.id !== other.room.roomId)!;
    const { page, errors } = await site.open({ viewport: PHONE, javaScriptEnabled: false });
    await logIn(page, { at: `${site.url}/login?redirectTo=%2Froom-chart` });
    await page.getByRole("heading", { name: "Room chart", level: 1 }).waitFor();
    // Tomorrow's night, opened by hand (a summary works without script).
    await page.locator("details.chart-day").nth(2).locator("summary").click();
    await roomOnScreen(page, guest.room.number).getByRole("link", { name: /^Yamikani Mwale/ }).click();
    await page.getByRole("heading", { name: "Yamikani Mwale", level: 1 }).waitFor();
    await page.getByLabel("To room").selectOption(String(free.id));
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByRole("status").filter({ hasText: `${guest.reference} moved: Yamikani Mwale is now in room ${free.number}.` }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/room-chart");

    // A stale page: the room it offers is taken (a new stay confirmed into it) before Move is pressed.
    await page.goto(`${site.url}/room-chart/stays/${guest.id}`);
    await page.getByLabel("To room").selectOption(String(guest.room.roomId));
    const walkIn = await confirmedStay(king.id, "Thoko Banda", addDays(hotelDate(), 1), 2);
    expect(walkIn.room.roomId).toBe(guest.room.roomId);
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByRole("alert").filter({ hasText: `Not moved: room ${guest.room.number} is taken on` }).waitFor();
    // (axe runs its script in the page, so the pages are checked in the tests above, with JavaScript.)
    await keepScreenshot(page, "room-chart-refused");
    // The refusal is the page answered with 409, which the browser reports as a resource that failed to load.
    expect(errors.filter((error) => !error.includes("status of 409 (Conflict)"))).toEqual([]);
  });
});
