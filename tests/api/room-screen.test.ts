import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOM_RATE_HINT } from "~/features/rooms/room-rate";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";

/** The back-office Rooms screen says what the public site does with what staff type. */
describe.each(servers())("the Rooms screen on $engine", ({ url }) => {
  let staff: string;
  let cookie: string;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    cookie = await pageCookie(url);
  });

  it("tells staff the rate is shown on the home page, as the home page shows it", async () => {
    const name = `Garden Suite ${randomUUID().slice(0, 6)}`;
    const created = await api(url, "/api/rooms", { method: "POST", token: staff, body: imageForm({ name, fee: "321000" }, { bytes: await jpeg(), name: "suite.jpg", type: "image/jpeg" }) });
    expect(created.status).toBe(201);
    try {
      const home = await (await fetch(`${url}/`)).text();
      expect(home).toContain("from <strong>MWK 321,000</strong> a night");
      const screen = await page(url, "/room?tab=add-room", { cookie });
      expect(screen.status).toBe(200);
      expect(screen.text).toContain(ROOM_RATE_HINT);
      expect(screen.text).not.toContain("not shown on the public site");
    } finally {
      expect((await api(url, `/api/rooms/${created.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
    }
  });
});
