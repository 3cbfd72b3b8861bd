import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";

/** The reservation inbox's tile on the staff overview: its link, then its count. */
const RESERVATIONS_TILE = /<a[^>]*href="\/reservations\?status=requested"[^>]*><strong class="staff-inbox-count">(\d+)<\/strong>/;
const ALL_CLEAR = "every inbox is clear";

/**
 * The staff overview on /dashboard (DECISIONS §7) counts the room reservation requests waiting
 * for a decision like every other inbox. A server of its own per engine, without demo content:
 * "every inbox is clear" can only be checked where no other suite leaves a request waiting.
 */
describe.each(["sqlite", "postgres"] as const)("staff overview on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let staff: string;
  let cookie: string;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    url = server.url;
    staff = await loginAsStaff(url);
    cookie = await pageCookie(url);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  const overview = async () => {
    const res = await page(url, "/dashboard", { cookie });
    expect(res.status).toBe(200);
    return res.text;
  };
  const waitingRequests = (html: string) => Number(html.match(RESERVATIONS_TILE)?.[1] ?? Number.NaN);

  async function requestStay(roomType: number, arrival: string) {
    const res = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({
        arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType, rooms: 1,
        name: "Chikondi Banda", email: `overview-${randomUUID().slice(0, 8)}@example.com`, phone: "+265 991 234 567", specialRequests: "",
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; reference: string };
  }

  it("counts reservation requests waiting for a decision, links them, and says every inbox is clear only when none waits", async () => {
    const empty = await overview();
    expect(empty).toContain(ALL_CLEAR);
    expect(waitingRequests(empty)).toBe(0);

    const room = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Overview Suite", fee: "150000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(room.status, JSON.stringify(room.body)).toBe(201);
    const arrival = addDays(hotelDate(), 30);
    const first = await requestStay(room.body.data.id, arrival);
    const second = await requestStay(room.body.data.id, arrival);

    const waiting = await overview();
    expect(waitingRequests(waiting)).toBe(2);
    expect(waiting).not.toContain(ALL_CLEAR);
    expect(waiting).toContain("2 items are waiting for the team.");
    // The tile leads to the screen that lists exactly those requests.
    const screen = await page(url, "/reservations?status=requested", { cookie });
    expect(screen.status).toBe(200);
    expect(screen.text).toContain(first.reference);
    expect(screen.text).toContain(second.reference);

    expect((await api(url, `/api/reservations/${first.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const one = await overview();
    expect(waitingRequests(one)).toBe(1);
    expect(one).toContain("1 item is waiting for the team.");

    const declined = await api(url, `/api/reservations/${second.id}/decline`, { method: "POST", token: staff, body: JSON.stringify({ reason: "Fully booked for a conference." }) });
    expect(declined.status).toBe(200);
    const cleared = await overview();
    expect(waitingRequests(cleared)).toBe(0);
    expect(cleared).toContain(ALL_CLEAR);
  });
});
