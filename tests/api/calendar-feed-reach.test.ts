import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * A feed's address is staff's to type, and the server fetches it: without
 * CALENDAR_FEED_PRIVATE_RANGES it reads only from the public internet, so the address cannot
 * reach this machine, the hotel's network or a cloud's metadata service (decision 070).
 * Where addresses are judged does not depend on the database, so one engine serves.
 */
describe("calendar feeds only from public addresses, on a server with no private ranges allowed", () => {
  let server: RunningServer;
  let internal: http.Server;
  let internalBase = "";
  const reached: string[] = [];
  let staff = "";
  let roomId = 0;

  beforeAll(async () => {
    // Something on this machine that answers like a calendar: it must never be asked.
    internal = http.createServer((req, res) => {
      reached.push(req.url ?? "");
      res.writeHead(200, { "content-type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n");
    });
    await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
    internalBase = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
    server = await startServer({ engine: "sqlite", env: { SEED_DEMO: "false", CHANNEL_POLL_SECONDS: "0" } });
    staff = await loginAsStaff(server.url);
    const created = await api(server.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Garden Suite", fee: "150000", inventory: "1", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    roomId = (await api(server.url, `/api/hotel-rooms?roomType=${created.body.data.id}`, { token: staff })).body.data[0].id;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => internal?.close(() => resolve()));
  });

  it("refuses an address that leads to this machine, a private network or link-local, naming the address in the field's message", async () => {
    const port = (internal.address() as AddressInfo).port;
    for (const [address, shown] of [
      [`${internalBase}/cal.ics`, "127.0.0.1"],
      [`http://localhost:${port}/cal.ics`, null],
      [`http://[::1]:${port}/cal.ics`, "::1"],
      ["http://169.254.169.254/latest/meta-data/iam/", "169.254.169.254"],
      ["https://10.20.0.5/ical/room-12.ics", "10.20.0.5"],
      ["http://[::ffff:192.168.1.10]/cal.ics", "::ffff:c0a8:10a"],
    ] as const) {
      const res = await api(server.url, "/api/channel-feeds", { method: "POST", token: staff, body: JSON.stringify({ hotelRoomId: roomId, agency: "Booking.com", url: address }) });
      expect(res.status, address).toBe(422);
      expect(res.body.errors.url[0], address).toMatch(new RegExp(`^This address leads to ${shown === null ? "(127\\.0\\.0\\.1|::1)" : shown.replace(/[.[\]]/g, "\\$&")}, which is not on the public internet`));
    }
    expect(await withServerDatabase(server, (db) => db.selectFrom("channel_feeds").select("id").execute())).toEqual([]);
    expect(reached).toEqual([]);
  });

  it("reads no feed stored with a private address either: the read fails with the reason and the address is never asked", async () => {
    // As if added while its name led to a public address, which has changed since.
    const id = await withServerDatabase(server, async (db) => {
      const now = new Date().toISOString();
      const row = await db
        .insertInto("channel_feeds")
        .values({ hotel_room_id: roomId, agency: "Airbnb", url: `${internalBase}/cal.ics`, etag: null, last_modified: null, last_polled_at: null, last_success_at: null, last_error: null, failing_since: null, failure_notified_at: null, created_by: null, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    });
    const res = await api(server.url, `/api/channel-feeds/${id}/sync`, { method: "POST", token: staff });
    expect(res.status).toBe(200);
    expect(res.body.result.outcome).toBe("failed");
    expect(res.body.data.lastError).toContain("leads to 127.0.0.1, which is not on the public internet");
    expect(reached).toEqual([]);
  });
});
