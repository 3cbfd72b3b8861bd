import { beforeAll, describe, expect, it } from "vitest";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { conferenceRoomsStaffWords } from "~/features/conference-rooms/conference-rooms-words";

/** Conference rooms: stored as hall/sub_room, sent as SPEC's name/fee, with capacities per layout. */
describe.each(servers())("conference rooms on $engine", ({ url }) => {
  let staff: string;

  beforeAll(async () => {
    staff = await loginAsStaff(url);
  });

  it("answers the seeded banqueting hall under SPEC's names with its layout capacities", async () => {
    const rooms = (await api(url, "/api/events")).body.data;
    const hall = rooms.find((r: { name: string }) => r.name === "Banqueting Hall");
    expect(hall).toMatchObject({ fee: "main", cinema: 1500, classroom: 600, u_shape: 750, boardroom: null, banquet: 900, cocktail: 1200 });
    expect(hall).not.toHaveProperty("hall");
    expect(rooms.find((r: { fee: string }) => r.fee === "Njovu")).toMatchObject({ name: "MultiFunctional Rooms" });
  });

  it("keeps layout capacities an old client's edit does not send, and clears one sent empty", async () => {
    const created = await api(url, "/api/events", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "MultiFunctional Rooms", fee: "Nkhwanzi", capacity: "Seminars", cinema: "100", banquet: "60" }, { bytes: await jpeg(), name: "r.jpg", type: "image/jpeg" }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const old = await api(url, `/api/events/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ id, name: "MultiFunctional Rooms", fee: "Nkhwanzi", capacity: "Seminars and workshops" }) });
    expect(old.body.data).toMatchObject({ capacity: "Seminars and workshops", cinema: 100, banquet: 60 });
    const cleared = await api(url, `/api/events/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: "MultiFunctional Rooms", fee: "Nkhwanzi", capacity: "Seminars", cinema: null, banquet: 70 }) });
    expect(cleared.body.data).toMatchObject({ cinema: null, banquet: 70 });
    await api(url, `/api/events/${id}`, { method: "DELETE", token: staff });
  });

  it("takes halls and rooms only from SPEC's lists, and capacities as whole numbers", async () => {
    const res = await api(url, "/api/events", { method: "POST", token: staff, body: imageForm({ name: "Ballroom", fee: "Kitchen", capacity: "x", cocktail: "lots" }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ name: [conferenceRoomsStaffWords.t("en", "hallRequired")], fee: [conferenceRoomsStaffWords.t("en", "subRoomRequired")], cocktail: [conferenceRoomsStaffWords.t("en", "layoutCapacityInvalid")] });
  });
});
