import { beforeAll, describe, expect, it } from "vitest";
import { api, createMember, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";

/** Rooms' inventory and guests per room, seasonal rates and closures (DECISIONS §9). */
describe.each(servers())("room inventory, seasonal rates and closures on $engine", ({ url }) => {
  let staff: string;
  let roomId: number;
  beforeAll(async () => {
    staff = await loginAsStaff(url);
    const res = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Classic Twin", fee: "150000" }, { bytes: await jpeg(400, 300), name: "twin.jpg", type: "image/jpeg" }),
    });
    if (res.status !== 201) {
      // Another suite on this server may have added the type already: take it.
      const list = await api(url, "/api/rooms");
      roomId = list.body.data.find((room: { name: string }) => room.name === "Classic Twin").id;
    } else roomId = res.body.data.id;
  });

  it("keeps a room type's inventory and guests per room, and leaves them alone when an update omits them", async () => {
    const put = (body: object) => api(url, `/api/rooms/${roomId}`, { method: "PUT", token: staff, body: JSON.stringify(body) });
    const set = await put({ name: "Classic Twin", fee: 150000, inventory: 12, maxGuests: 3 });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ inventory: 12, maxGuests: 3 });
    const kept = await put({ name: "Classic Twin", fee: 150000 });
    expect(kept.body.data).toMatchObject({ inventory: 12, maxGuests: 3 });
    for (const inventory of [-1, 1.5, "many", 1001]) {
      expect((await put({ name: "Classic Twin", inventory })).body.errors?.inventory, String(inventory)).toEqual(["Rooms of this type must be a whole number from 0 to 1000"]);
    }
    expect((await put({ name: "Classic Twin", maxGuests: 0 })).body.errors?.maxGuests).toEqual(["Guests per room must be a whole number from 1 to 20"]);
  });

  it("adds a seasonal rate for a room type, refusing an end that is not after the start or an unknown room type", async () => {
    const post = (body: object) => api(url, "/api/seasonal-rates", { method: "POST", token: staff, body: JSON.stringify(body) });
    const added = await post({ roomId, startDate: "2099-12-20", endDate: "2100-01-06", rate: 250000 });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ roomId, startDate: "2099-12-20", endDate: "2100-01-06", rate: 250000 });

    expect((await post({ roomId, startDate: "2099-12-20", endDate: "2099-12-20", rate: 1 })).body.errors).toEqual({ endDate: ["End date must be after the start date"] });
    expect((await post({ roomId, startDate: "2099-02-30", endDate: "2099-03-02", rate: 1 })).body.errors).toEqual({ startDate: ["Start date must be a date (YYYY-MM-DD)"] });
    const unknown = await post({ roomId: 999999, startDate: "2099-12-20", endDate: "2099-12-21", rate: 1 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ roomId: ["Please choose a room type"] });
    expect((await post({ roomId, startDate: "2099-12-20", endDate: "2099-12-21" })).body.errors).toEqual({ rate: ["Nightly rate is required"] });

    const moved = await api(url, `/api/seasonal-rates/${added.body.data.id}`, { method: "PUT", token: staff, body: JSON.stringify({ roomId, startDate: "2099-12-21", endDate: "2100-01-05", rate: 260000 }) });
    expect(moved.body.data).toMatchObject({ startDate: "2099-12-21", rate: 260000 });
    expect((await api(url, `/api/seasonal-rates/${added.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
  });

  it("keeps closures and their notes to staff: visitors and members are refused, staff read and write", async () => {
    const added = await api(url, "/api/room-closures", { method: "POST", token: staff, body: JSON.stringify({ roomId, startDate: "2099-03-01", endDate: "2099-03-08", note: "Second floor refurbishment" }) });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ roomId, startDate: "2099-03-01", endDate: "2099-03-08", note: "Second floor refurbishment" });

    const member = await createMember(url);
    for (const path of ["/api/room-closures", `/api/room-closures/${added.body.data.id}`, "/api/seasonal-rates"]) {
      expect((await api(url, path)).status, path).toBe(401);
      expect((await api(url, path, { token: member.token })).status, path).toBe(403);
    }
    expect((await api(url, "/api/room-closures", { method: "POST", token: member.token, body: JSON.stringify({ roomId, startDate: "2099-03-01", endDate: "2099-03-02" }) })).status).toBe(403);
    const list = await api(url, "/api/room-closures", { token: staff });
    expect(list.body.data.map((closure: { id: number }) => closure.id)).toContain(added.body.data.id);
    expect((await api(url, `/api/room-closures/${added.body.data.id}`, { method: "DELETE", token: staff })).status).toBe(200);
  });
});
