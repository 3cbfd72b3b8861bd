import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { dayText } from "~/features/reservations/stay-text";
import { roomChartStaffWords } from "~/features/hotel-rooms/room-chart-staff-words";
import { hotelRoomsStaffWords } from "~/features/hotel-rooms/hotel-rooms-staff-words";
import { frontDeskStaffWords } from "~/features/reservations/front-desk-staff-words";
import { api, createMember, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { page, pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";

const today = () => hotelDate();

interface Room {
  id: number;
  number: string;
}

/** React writes text as HTML: the few characters it escapes, so a message can be looked for in a page. */
const html = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

/** The room chart (DECISIONS §11, decision 063) over real HTTP on both engines: its bars, and the stay's page's plain forms. */
describe.each(servers())("the room chart on $engine", (server) => {
  const { url } = server;
  let staff: string;
  let cookie: string;
  const unique = () => randomUUID().slice(0, 6);

  async function roomType(inventory: number) {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Chart Room ${unique()}`, fee: "100000", inventory: String(inventory), maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rooms = (await api(url, `/api/hotel-rooms?roomType=${created.body.data.id}`, { token: staff })).body.data as Room[];
    return { id: created.body.data.id as number, name: created.body.data.name as string, rooms };
  }

  async function confirmedStay(typeId: number, arrival: string, nights: number, name = `Mphatso ${unique()}`) {
    const made = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, nights), adults: 1, children: 0, roomType: typeId, rooms: 1, name, email: `guest-${unique()}@example.com`, phone: "+265 991 234 567" }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as number;
    const done = await api(url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [room] = (await api(url, `/api/reservations/${id}/rooms`, { token: staff })).body.data as { roomId: number; number: string }[];
    return { id, reference: made.body.data.reference as string, name, room: room! };
  }

  const chart = async (start: string) => {
    const res = await page(url, `/room-chart?start=${start}`, { cookie });
    expect(res.status).toBe(200);
    return res.text;
  };
  /** One room's row of the wide chart. */
  const rowOf = (text: string, number: string) => {
    const row = new RegExp(`<tr class="chart-room-row" data-room="${number}">(.*?)</tr>`, "s").exec(text)?.[1];
    expect(row, `row of room ${number}`).toBeDefined();
    return row!;
  };
  const barOf = (row: string, stayId: number) => new RegExp(`<td colSpan="(\\d+)" class="chart-stay-cell" data-first-night="([\\d-]+)" data-nights="\\d+"><a [^>]*class="([^"]+)"[^>]*data-stay="${stayId}"`).exec(row);
  const post = (stayId: number, form: Record<string, string>) => page(url, `/room-chart/stays/${stayId}`, { cookie, form });
  const statusOf = (id: number) => withServerDatabase(server, (db) => db.selectFrom("reservations").select("status").where("id", "=", id).executeTakeFirstOrThrow()).then((row) => row.status);

  beforeAll(async () => {
    staff = await loginAsStaff(url);
    cookie = await pageCookie(url);
  });

  it("draws each stay as a bar over its nights in its room, clipped at the window's edges, with out-of-order periods and agency stays", async () => {
    const type = await roomType(3);
    const start = addDays(today(), 3);
    // Arrives before the window and leaves inside it; arrives inside it and leaves after it.
    const early = await confirmedStay(type.id, addDays(start, -2), 4, "Chikondi Banda");
    const late = await confirmedStay(type.id, addDays(start, 12), 4, "Kondwani Zulu");
    const agency = await confirmedStay(type.id, addDays(start, 5), 2, "Smith party");
    await withServerDatabase(server, (db) => db.updateTable("reservations").set({ channel: "Booking.com", guest_name: "Smith party (Booking.com)" }).where("id", "=", agency.id).execute());
    const third = type.rooms.find((room) => ![early.room.roomId, late.room.roomId, agency.room.roomId].includes(room.id))!;
    const ooo = await api(url, `/api/hotel-rooms/${third.id}/out-of-order`, { method: "POST", token: staff, body: JSON.stringify({ from: addDays(start, 1), to: addDays(start, 4), reason: "New carpet" }) });
    expect(ooo.status, JSON.stringify(ooo.body)).toBe(201);

    const text = await chart(start);
    expect(text).toContain(html(roomChartStaffWords.t("en", "typeRow", { name: type.name, rooms: 3 })));
    const earlyBar = barOf(rowOf(text, early.room.number), early.id);
    expect(earlyBar?.slice(1, 3)).toEqual(["2", start]);
    expect(earlyBar?.[3]).toContain("chart-bar-from-before");
    const lateBar = barOf(rowOf(text, late.room.number), late.id);
    expect(lateBar?.slice(1, 3)).toEqual(["2", addDays(start, 12)]);
    expect(lateBar?.[3]).toContain("chart-bar-goes-on");
    expect(lateBar?.[3]).not.toContain("chart-bar-from-before");
    // Each bar leads to its stay, at the same two weeks, and names the guest and status for a screen reader.
    expect(rowOf(text, early.room.number)).toContain(`href="/room-chart/stays/${early.id}?start=${start}"`);
    expect(rowOf(text, early.room.number)).toContain("Chikondi Banda");

    const agencyRow = rowOf(text, agency.room.number);
    expect(barOf(agencyRow, agency.id)?.[3]).toContain("chart-bar-agency");
    expect(agencyRow).toContain('<span class="chart-bar-agency-name">Booking.com</span>');
    expect(agencyRow).toContain("sold by Booking.com");
    const oooRow = rowOf(text, third.number);
    expect(oooRow).toMatch(/<td colSpan="3" class="chart-ooo-cell" data-out-of-order="\d+">/);
    expect(oooRow).toContain(roomChartStaffWords.t("en", "outOfOrderBar", { reason: "New carpet" }));
    // Today is marked where the window holds it, and the next two weeks follow this one.
    expect(text).not.toContain('aria-current="date"');
    expect(await chart(addDays(today(), -1))).toMatch(/<th scope="col" class="chart-night chart-today[^"]*" aria-current="date">/);
    expect(text).toContain(`href="/room-chart?start=${addDays(start, 14)}"`);
    // A start that is no date shows the default two weeks, from yesterday.
    expect(await chart("2026-02-30")).toContain(`href="/room-chart?start=${addDays(today(), -1 + 14)}"`);

    // The stay's page: its facts and the rooms it could move to (free on all its nights, any type).
    const detail = await page(url, `/room-chart/stays/${agency.id}?start=${start}`, { cookie });
    expect(detail.status).toBe(200);
    for (const fact of [agency.reference, "Smith party (Booking.com)", "Booking.com", agency.room.number]) expect(detail.text).toContain(html(fact));
    expect(detail.text).toContain(`<option value="${third.id}">`);
    expect(detail.text).not.toContain(`<option value="${agency.room.roomId}">`);
    expect((await page(url, "/room-chart/stays/999999999", { cookie })).status).toBe(404);
  });

  it("moves a stay to another room with a plain form and refuses a room taken on its nights (409)", async () => {
    const type = await roomType(3);
    const start = today();
    const guest = await confirmedStay(type.id, addDays(today(), 1), 3, "Tiwonge Phiri");
    const other = await confirmedStay(type.id, addDays(today(), 2), 1, "Yamikani Mwale");
    const free = type.rooms.find((room) => room.id !== guest.room.roomId && room.id !== other.room.roomId)!;

    const taken = await post(guest.id, { intent: "move-room", start, from: String(guest.room.roomId), to: String(other.room.roomId) });
    expect(taken.status).toBe(409);
    expect(taken.text).toContain(html(hotelRoomsStaffWords.t("en", "moveRoomTaken", { number: other.room.number, nights: dayText(addDays(today(), 2), true, "en") })));

    const moved = await post(guest.id, { intent: "move-room", start, from: String(guest.room.roomId), to: String(free.id) });
    expect(moved.status).toBe(302);
    const location = moved.headers.get("location") ?? "";
    expect(location).toBe(`/room-chart?${new URLSearchParams({ start, done: "move", stay: String(guest.id), room: String(free.id) })}`);
    const after = await page(url, location, { cookie });
    expect(after.text).toContain(html(roomChartStaffWords.t("en", "stayMoved", { reference: guest.reference, guest: "Tiwonge Phiri", number: free.number })));
    expect(barOf(rowOf(after.text, free.number), guest.id)?.slice(1, 3)).toEqual(["3", addDays(today(), 1)]);
    expect(barOf(rowOf(after.text, guest.room.number), guest.id)).toBeNull();
    // Bad input is refused with the field's message.
    const bad = await post(guest.id, { intent: "move-room", start, from: String(free.id), to: "" });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain(html(hotelRoomsStaffWords.t("en", "moveToRequired")));
  });

  it("moves a guest in the house from tonight on: the nights already slept stay in the room they were slept in", async () => {
    const type = await roomType(3);
    const guest = await confirmedStay(type.id, today(), 3, "Thoko Mbewe");
    expect((await post(guest.id, { intent: "check-in", start: today() })).status).toBe(302);
    // The guest came yesterday: the stay's nights are yesterday, tonight and tomorrow.
    const yesterday = addDays(today(), -1);
    await withServerDatabase(server, async (db) => {
      await db.deleteFrom("room_nights").where("reservation_id", "=", guest.id).execute();
      await db.insertInto("room_nights").values([yesterday, today(), addDays(today(), 1)].map((night) => ({ hotel_room_id: guest.room.roomId, night, reservation_id: guest.id }))).execute();
      await db.updateTable("reservations").set({ arrival: yesterday, departure: addDays(today(), 2) }).where("id", "=", guest.id).execute();
    });
    const stayPage = await page(url, `/room-chart/stays/${guest.id}`, { cookie });
    expect(stayPage.text).toContain(html(roomChartStaffWords.t("en", "moveFromTonight", { number: guest.room.number, from: "", to: "" }).split(",")[0]!));
    const free = type.rooms.find((room) => room.id !== guest.room.roomId)!;
    const moved = await post(guest.id, { intent: "move-room", start: yesterday, from: String(guest.room.roomId), to: String(free.id) });
    expect(moved.status).toBe(302);
    const nights = await withServerDatabase(server, (db) => db.selectFrom("room_nights").select(["night", "hotel_room_id"]).where("reservation_id", "=", guest.id).orderBy("night").execute());
    expect(nights).toEqual([
      { night: yesterday, hotel_room_id: guest.room.roomId },
      { night: today(), hotel_room_id: free.id },
      { night: addDays(today(), 1), hotel_room_id: free.id },
    ]);
    const audit = await withServerDatabase(server, (db) => db.selectFrom("audit_log").select("subject_label").where("subject_type", "=", "reservations").where("subject_id", "=", guest.id).where("action", "=", "move").execute());
    expect(audit).toHaveLength(1);
    // Through the API too: a stretch wholly slept has nothing left to move.
    const back = await api(url, `/api/reservations/${guest.id}/move`, { method: "POST", token: staff, body: JSON.stringify({ from: guest.room.roomId, to: free.id }) });
    expect(back.status, JSON.stringify(back.body)).toBe(409);
    expect(JSON.stringify(back.body)).toContain(hotelRoomsStaffWords.t("en", "moveAllPast", { number: guest.room.number }));
  });

  it("checks a guest in and marks a no-show from the stay's page, freeing the no-show's nights on the chart", async () => {
    const type = await roomType(2);
    const start = addDays(today(), -1);
    const arriving = await confirmedStay(type.id, today(), 2, "Chisomo Banda");
    const missing = await confirmedStay(type.id, today(), 3, "Limbani Phiri");

    const checkIn = await post(arriving.id, { intent: "check-in", start });
    expect(checkIn.status).toBe(302);
    expect(checkIn.headers.get("location")).toBe(`/room-chart?${new URLSearchParams({ start, done: "checkIn", stay: String(arriving.id) })}`);
    expect(await statusOf(arriving.id)).toBe("checked_in");
    const notice = await page(url, checkIn.headers.get("location")!, { cookie });
    expect(notice.text).toContain(html(frontDeskStaffWords.t("en", "checkedIn", { reference: arriving.reference, guest: "Chisomo Banda" })));
    expect(barOf(rowOf(notice.text, arriving.room.number), arriving.id)?.[3]).toContain("chart-bar-checked-in");
    // Pressed again on a stale page: refused with the status as it is now.
    const stale = await post(arriving.id, { intent: "check-in", start });
    expect(stale.status).toBe(409);
    expect(stale.text).toContain(html(frontDeskStaffWords.t("en", "checkInNeedsConfirmed", { reference: arriving.reference, status: "checked in" })));

    expect(barOf(rowOf(await chart(start), missing.room.number), missing.id)).not.toBeNull();
    const noShow = await post(missing.id, { intent: "no-show", start });
    expect(noShow.status).toBe(302);
    expect(await statusOf(missing.id)).toBe("no_show");
    const freed = await page(url, noShow.headers.get("location")!, { cookie });
    expect(freed.text).toContain(html(frontDeskStaffWords.t("en", "markedNoShow", { reference: missing.reference })));
    expect(barOf(rowOf(freed.text, missing.room.number), missing.id)).toBeNull();
    expect(rowOf(freed.text, missing.room.number)).not.toContain("Limbani Phiri");
  });

  it("is for staff only: visitors are sent to sign in, members refused, on the chart and on a stay's forms", async () => {
    const type = await roomType(1);
    const stay = await confirmedStay(type.id, today(), 1);
    const member = await createMember(url);
    const memberCookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    for (const path of ["/room-chart", `/room-chart/stays/${stay.id}`]) {
      const anonymous = await page(url, path);
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get("location"), path).toContain("/login");
      expect((await page(url, path, { cookie: memberCookie })).status, path).toBe(403);
    }
    const refused = await page(url, `/room-chart/stays/${stay.id}`, { cookie: memberCookie, form: { intent: "check-in", start: today() } });
    expect(refused.status).toBe(403);
    const anonymousPost = await page(url, `/room-chart/stays/${stay.id}`, { form: { intent: "no-show", start: today() } });
    expect(anonymousPost.status).not.toBe(200);
    expect(await statusOf(stay.id)).toBe("confirmed");
  });
});
