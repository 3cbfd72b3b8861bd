import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOM_RATE_HINT } from "~/features/rooms/room-rate";
import { recordIntents } from "~/platform/records/record-type";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { roomsStaffWords } from "~/features/rooms/rooms-staff-words";

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

  it("lets staff type a new room type's name, offers it for items at once, and keeps each name once", async () => {
    const name = `Lake View Suite ${randomUUID().slice(0, 6)}`;
    const addRoom = async (roomName: string) => {
      const form = imageForm({ intent: recordIntents(ROOM_TYPE).create, name: roomName, fee: "0" }, { bytes: await jpeg(), name: "lake.jpg", type: "image/jpeg" });
      const res = await fetch(`${url}/room?tab=add-room`, { method: "POST", body: form, redirect: "manual", headers: { cookie, origin: url, accept: "text/html" } });
      return { status: res.status, text: await res.text() };
    };

    // The Add-Room form's name is typed, with the usual types as suggestions.
    const screen = await page(url, "/room?tab=add-room", { cookie });
    const nameInput = /<input[^>]*name="name"[^>]*>/.exec(screen.text)?.[0] ?? "";
    expect(nameInput).toContain('type="text"');
    const list = /list="([^"]+)"/.exec(nameInput)?.[1];
    expect(screen.text).toMatch(new RegExp(`<datalist id="${list}">.*<option value="Presidential Suite">`));

    expect((await addRoom(name)).status).toBe(200);
    const rooms = (await api(url, "/api/rooms")).body.data as { id: number; name: string }[];
    const added = rooms.find((room) => room.name === name);
    expect(added).toBeTruthy();
    try {
      const items = await page(url, "/room?tab=add-item", { cookie });
      expect(items.text).toContain(`<option value="${name}">${name}</option>`);
      const again = await addRoom(`  ${name.toUpperCase()} `);
      expect(again.status).toBe(422);
      expect(again.text.replaceAll("&quot;", '"')).toContain(roomsStaffWords.t("en", "roomNameTaken", { name: name.toUpperCase().trim() }));
      expect((await api(url, "/api/rooms")).body.data.filter((room: { name: string }) => room.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    } finally {
      await api(url, `/api/rooms/${added?.id}`, { method: "DELETE", token: staff });
    }
  });
});
