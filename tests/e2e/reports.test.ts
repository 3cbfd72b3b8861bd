import { beforeAll, describe, expect, it } from "vitest";
import { SCENARIO_CLOSURE, SCENARIO_PERIOD, SCENARIO_ROOM_TYPES, SCENARIO_STAYS } from "~/features/reports/report-scenario";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { expectAccessible } from "../support/page-checks";
import { withServerDatabase } from "../support/server-database";
import { keepScreenshot, LAPTOP, logIn, PHONE, PHONE_AND_LAPTOP, useSiteInBrowser } from "../support/site-in-browser";

/** The Reports screen in Chromium: the hand-worked week of report-scenario.ts, on a phone and a laptop. */
describe("the hotel's numbers in the browser", () => {
  const site = useSiteInBrowser();

  beforeAll(async () => {
    const admin = await loginAsStaff(site.url);
    const ids = new Map<string, number>();
    for (const type of SCENARIO_ROOM_TYPES) {
      const created = await api(site.url, "/api/rooms", {
        method: "POST",
        token: admin,
        body: imageForm({ name: `Scenario Room ${type.key}`, fee: "100000", inventory: String(type.inventory), maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
      });
      ids.set(type.key, created.body.data.id);
    }
    await api(site.url, "/api/room-closures", { method: "POST", token: admin, body: JSON.stringify({ roomId: ids.get(SCENARIO_CLOSURE.room), startDate: SCENARIO_CLOSURE.startDate, endDate: SCENARIO_CLOSURE.endDate }) });
    await withServerDatabase(site.server, async (db) => {
      for (const stay of SCENARIO_STAYS) {
        await db
          .insertInto("reservations")
          .values({
            reference: `RS-E2E-${stay.name}`, room_id: ids.get(stay.room) ?? null, room_name: `Room ${stay.room}`, arrival: stay.arrival, departure: stay.departure,
            adults: 1, children: 0, rooms: stay.rooms, guest_name: `Guest ${stay.name}`, email: `${stay.name.toLowerCase()}@example.com`, phone: "+265 991 234 567",
            special_requests: "", status: stay.status, total: stay.total, discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null,
            decline_reason: null, notes: "", updated_by: null, created_at: stay.bookedAt, updated_at: stay.bookedAt, channel: stay.channel,
          })
          .execute();
      }
    });
  }, 120_000);

  it("shows the period's figures, charts with words and every table, readable on a phone without the page scrolling sideways", async () => {
    const { page, errors } = await site.open({ viewport: PHONE });
    await logIn(page, { at: `${site.url}/login` });
    await page.goto(`${site.url}/reports`);
    await page.getByRole("heading", { name: "Reports", level: 1 }).waitFor();
    // Another period through the form (a plain GET form: the same with or without JavaScript).
    await page.getByLabel("From", { exact: true }).fill(SCENARIO_PERIOD.from);
    await page.getByLabel("To (last night)", { exact: true }).fill(SCENARIO_PERIOD.to);
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL((url) => url.searchParams.get("from") === SCENARIO_PERIOD.from);
    const headline = page.locator(".report-headline");
    await headline.getByText("28.9%").waitFor();
    expect(await headline.getByText("MWK 1,420,001").isVisible()).toBe(true);
    expect(await page.getByRole("img", { name: "Occupancy by night" }).count()).toBe(1);
    expect(await page.getByRole("img", { name: "Room revenue by night" }).count()).toBe(1);
    const channels = page.getByRole("region", { name: "By channel" });
    expect(await channels.getByRole("row", { name: /Direct \(website\)/ }).textContent()).toContain("1,220,000");
    expect(await page.getByRole("link", { name: "CSV of by day" }).getAttribute("href")).toBe(`/reports.csv?from=${SCENARIO_PERIOD.from}&to=${SCENARIO_PERIOD.to}&table=days`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expectAccessible(page);
    await page.setViewportSize(LAPTOP);
    await expectAccessible(page);
    await keepScreenshot(page, "reports", PHONE_AND_LAPTOP);
    expect(errors).toEqual([]);
  });
});
