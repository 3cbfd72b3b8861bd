import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { stayStatusCatalog } from "~/features/reservations/components/stay-status-catalog";
import { api, createMember, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";

const today = () => hotelDate();

/** The front desk's day (DECISIONS §11): check in, check out, no-show, and the day's lists, on both engines. */
describe.each(servers())("the front desk on $engine", (server) => {
  const { url } = server;
  let staff: string;
  beforeAll(async () => void (staff = await loginAsStaff(url)));

  /** A room type of its own per test, so other suites' stays never count. */
  async function roomType(inventory = 1) {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Desk Room ${randomUUID().slice(0, 8)}`, fee: "100000", inventory: String(inventory), maxGuests: "3" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string };
  }

  /** A stay requested (by `token`'s member when given) and confirmed by staff. */
  async function confirmedStay(roomId: number, arrival: string, nights = 2, token?: string, email = `guest-${randomUUID().slice(0, 8)}@example.com`) {
    const body = { arrival, departure: addDays(arrival, nights), adults: 2, children: 1, roomType: roomId, rooms: 1, name: `Mphatso ${randomUUID().slice(0, 6)}`, email, phone: "+265 991 234 567", specialRequests: "A cot for the baby, please." };
    const requested = await api(url, "/api/reservations", { method: "POST", body: JSON.stringify(body), ...(token ? { token } : {}) });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const confirmed = await api(url, `/api/reservations/${requested.body.data.id}/confirm`, { method: "POST", token: staff });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return confirmed.body.data as { id: number; reference: string; name: string; arrival: string; departure: string; email: string };
  }

  const move = (id: number, path: "check-in" | "check-out" | "no-show", token: string | null = staff) => api(url, `/api/reservations/${id}/${path}`, { method: "POST", ...(token ? { token } : {}) });
  const roomsFree = async (roomId: number, arrival: string, departure: string) => {
    const res = await api(url, `/api/availability?${new URLSearchParams({ arrival, departure, adults: "1", roomType: String(roomId) })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.roomTypes[0].nights as { date: string; roomsFree: number }[]).map((night) => night.roomsFree);
  };
  const day = async (date?: string) => {
    const res = await api(url, `/api/front-desk${date ? `?date=${date}` : ""}`, { token: staff });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = (list: { id: number }[]) => list.map((stay) => stay.id);
    return { ...res.body, arrivalIds: ids(res.body.arrivals), departureIds: ids(res.body.departures), inHouseIds: ids(res.body.inHouse) };
  };
  const auditActions = (id: number) =>
    withServerDatabase(server, (db) => db.selectFrom("audit_log").select("action").where("subject_type", "=", "reservations").where("subject_id", "=", id).orderBy("id").execute()).then((rows) => rows.map((row) => row.action));

  it("checks a confirmed guest in on the arrival day, keeps the room taken, and checks them out; other moves are refused with the reason", async () => {
    const room = await roomType();
    const stay = await confirmedStay(room.id, today(), 2);
    expect(await roomsFree(room.id, today(), addDays(today(), 2))).toEqual([0, 0]);
    expect((await day()).arrivalIds).toContain(stay.id);

    // Only a checked-in guest is checked out.
    const early = await move(stay.id, "check-out");
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Only a guest who is checked in can be checked out; ${stay.reference} is confirmed.`);

    const checkedIn = await move(stay.id, "check-in");
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(checkedIn.body).toMatchObject({ message: `${stay.reference} checked in: ${stay.name} is in the house.`, data: { status: "checked_in", departure: stay.departure, bookedDeparture: null } });
    expect(checkedIn.body.data.checkedInAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // A guest in the house occupies the room like a confirmed stay.
    expect(await roomsFree(room.id, today(), addDays(today(), 2))).toEqual([0, 0]);
    const lists = await day(today());
    expect(lists.arrivalIds).not.toContain(stay.id);
    expect(lists.inHouseIds).toContain(stay.id);
    expect(lists.today).toBe(today());

    // Twice, or a no-show of a guest who came: refused, naming the status as it is.
    expect((await move(stay.id, "check-in")).body.message).toBe(`Only a confirmed stay can be checked in; ${stay.reference} is checked in.`);
    expect((await move(stay.id, "no-show")).status).toBe(409);
    // Nor can a guest in the house be cancelled, by staff or through the guest's link.
    const cancel = await api(url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: staff });
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe("This reservation is checked in; only a request or a confirmed stay can be cancelled.");

    // On the departure day (moved there in the database: arrivals are never in the past) the guest is a departure, then checked out.
    await withServerDatabase(server, (db) => db.updateTable("reservations").set({ arrival: addDays(today(), -2), departure: today() }).where("id", "=", stay.id).execute());
    const departing = await day();
    expect(departing.departureIds).toContain(stay.id);
    expect(departing.inHouseIds).not.toContain(stay.id);
    const out = await move(stay.id, "check-out");
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toMatchObject({ message: `${stay.reference} checked out: ${stay.name} has left.`, data: { status: "checked_out", departure: today(), bookedDeparture: null } });
    expect((await day()).departureIds).not.toContain(stay.id);
    expect(await auditActions(stay.id)).toEqual(["confirm", "checkIn", "checkOut"]);
  });

  it("refuses a check-in or a no-show before the arrival day, in the hotel's time zone", async () => {
    const room = await roomType();
    const stay = await confirmedStay(room.id, addDays(today(), 1));
    for (const path of ["check-in", "no-show"] as const) {
      const res = await move(stay.id, path);
      expect(res.status, path).toBe(409);
      expect(res.body.message).toBe(`Not yet: ${stay.reference} arrives on ${stay.arrival} (hotel time).`);
    }
    // Tomorrow's list has it; today's does not.
    expect((await day(addDays(today(), 1))).arrivalIds).toContain(stay.id);
    expect((await day()).arrivalIds).not.toContain(stay.id);
    // A request that was never confirmed is no arrival and cannot be checked in.
    const requested = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival: today(), departure: addDays(today(), 1), adults: 1, roomType: room.id, name: "Kondwani Zulu", email: `k-${randomUUID().slice(0, 6)}@example.com`, phone: "0999 123 456" }),
    });
    expect((await move(requested.body.data.id, "check-in")).body.message).toBe(`Only a confirmed stay can be checked in; ${requested.body.data.reference} is requested.`);
    expect((await move(999_999_999, "check-in")).status).toBe(404);
  });

  it("frees every night of a no-show in /api/availability, and the guest's own page and list say so in both languages without a cancel button", async () => {
    const room = await roomType();
    const member = await createMember(url);
    const stay = await confirmedStay(room.id, today(), 3, member.token, member.email);
    expect(await roomsFree(room.id, today(), addDays(today(), 3))).toEqual([0, 0, 0]);
    const noShow = await move(stay.id, "no-show");
    expect(noShow.status, JSON.stringify(noShow.body)).toBe(200);
    expect(noShow.body).toMatchObject({ message: `${stay.reference} marked as a no-show: its rooms are free again.`, data: { status: "no_show" } });
    expect(await roomsFree(room.id, today(), addDays(today(), 3))).toEqual([1, 1, 1]);
    // The room itself is given back (decision 058): a walk-in for those nights is confirmed into it.
    const walkIn = await confirmedStay(room.id, today(), 3);
    expect((await api(url, `/api/reservations/${walkIn.id}/rooms`, { token: staff })).body.data).toHaveLength(1);
    expect((await api(url, `/api/reservations/${stay.id}/rooms`, { token: staff })).body.data).toEqual([]);
    expect((await day()).arrivalIds).not.toContain(stay.id);
    expect(await auditActions(stay.id)).toEqual(["confirm", "noShow"]);
    // Neither the guest nor staff can cancel or check in a no-show.
    expect((await api(url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: member.token })).status).toBe(404);
    expect((await move(stay.id, "check-in")).status).toBe(409);

    // The stay's own page (the link in the confirmation email): its status, no cancel button, and a post cancels nothing.
    const link = await withServerDatabase(server, (db) =>
      db.selectFrom("email_outbox").select("text_body").where("to_address", "=", member.email).where("kind", "=", "reservation-confirmed").executeTakeFirstOrThrow(),
    ).then((email) => /\/booking\/cancel\/[A-Za-z0-9_-]+/.exec(email.text_body)?.[0]);
    expect(link).toBeDefined();
    for (const language of ["en", "ny"] as const) {
      const html = await (await fetch(`${url}${language === "ny" ? "/ny" : ""}${link}`)).text();
      expect(html).toContain(stay.reference);
      expect(html).toContain(stayStatusCatalog.t(language, "stayStatusNoShow"));
      expect(html).toContain(stayStatusCatalog.t(language, "stayOver"));
      expect(html).not.toContain(reservationCatalog.t(language, "cancelButton"));
      expect(html).not.toContain(reservationCatalog.t(language, "freeCancellationPassed"));
    }
    const posted = await fetch(`${url}${link}`, { method: "POST", body: new URLSearchParams(), headers: { origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(await posted.text()).toContain(stayStatusCatalog.t("en", "stayStatusNoShow"));
    const status = await withServerDatabase(server, (db) => db.selectFrom("reservations").select("status").where("id", "=", stay.id).executeTakeFirstOrThrow());
    expect(status.status).toBe("no_show");

    // The member's own list, in English and Chichewa.
    const cookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    const english = await (await fetch(`${url}/dashboard`, { headers: { cookie } })).text();
    expect(english).toContain("Not arrived (no-show)");
    expect(english).not.toContain(`Yes, cancel ${stay.reference}`);
    expect(await (await fetch(`${url}/ny/dashboard`, { headers: { cookie } })).text()).toContain("Simunafike (no-show)");
  });

  it("ends an early check-out on the day the guest leaves and frees the nights not slept", async () => {
    const room = await roomType();
    const stay = await confirmedStay(room.id, today(), 3);
    expect((await move(stay.id, "check-in")).status).toBe(200);
    const out = await move(stay.id, "check-out");
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    // Left on the arrival day: the first night is still theirs, the other two are free again.
    expect(out.body.data).toMatchObject({ status: "checked_out", departure: addDays(today(), 1), bookedDeparture: stay.departure, nights: 1 });
    expect(out.body.message).toBe(`${stay.reference} checked out early: ${stay.name} has left, and the nights from ${addDays(today(), 1)} are free again.`);
    expect(await roomsFree(room.id, today(), addDays(today(), 3))).toEqual([1, 1, 1]);
    // The room keeps only the night slept; the nights after go to the next guest.
    const rooms = (await api(url, `/api/reservations/${stay.id}/rooms`, { token: staff })).body.data as { from: string; to: string }[];
    expect(rooms.map((room) => [room.from, room.to])).toEqual([[today(), addDays(today(), 1)]]);
    const next = await confirmedStay(room.id, addDays(today(), 1), 2);
    expect((await api(url, `/api/reservations/${next.id}/rooms`, { token: staff })).body.data).toHaveLength(1);
    expect((await move(stay.id, "check-out")).status).toBe(409);
  });

  it("lets one of two simultaneous check-ins of one stay through and tells the other what happened", async () => {
    const room = await roomType();
    const stay = await confirmedStay(room.id, today(), 1);
    const answers = await Promise.all([move(stay.id, "check-in"), move(stay.id, "check-in"), move(stay.id, "no-show")]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.message).toMatch(new RegExp(`${stay.reference}.* is (checked in|a no-show|no-show)`));
    const actions = await auditActions(stay.id);
    expect(actions.filter((action) => action !== "confirm")).toHaveLength(1);
  });

  it("is for staff only: 401 without a login, 403 for a member, 422 for a day that is not a date; listed in the OpenAPI document", async () => {
    const room = await roomType();
    const stay = await confirmedStay(room.id, today(), 1);
    const member = await createMember(url);
    for (const path of ["check-in", "check-out", "no-show"] as const) {
      expect((await move(stay.id, path, null)).status, path).toBe(401);
      expect((await move(stay.id, path, member.token)).status, path).toBe(403);
    }
    expect((await api(url, "/api/front-desk")).status).toBe(401);
    expect((await api(url, "/api/front-desk", { token: member.token })).status).toBe(403);
    const wrong = await api(url, "/api/front-desk?date=2026-02-30", { token: staff });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ date: ["The day must be a date (YYYY-MM-DD)"] });
    const unchanged = await withServerDatabase(server, (db) => db.selectFrom("reservations").select("status").where("id", "=", stay.id).executeTakeFirstOrThrow());
    expect(unchanged.status).toBe("confirmed");

    const openapi = (await api(url, "/api/openapi.json")).body;
    for (const path of ["/api/front-desk", "/api/reservations/{id}/check-in", "/api/reservations/{id}/check-out", "/api/reservations/{id}/no-show"]) expect(Object.keys(openapi.paths), path).toContain(path);
    expect(openapi.paths["/api/reservations/{id}/check-in"].post).toBeDefined();
  });

  it("runs the Today screen with plain forms: a check-in redirects to the day's lists with what was done, a stale press is refused", async () => {
    const room = await roomType();
    const stay = await confirmedStay(room.id, today(), 2);
    const cookie = await pageCookie(url);
    const screen = await (await fetch(`${url}/front-desk`, { headers: { cookie } })).text();
    expect(screen).toContain(stay.reference);
    expect(screen).toContain(`Check in ${stay.name}`);
    expect(screen).toContain("A cot for the baby, please.");
    // The room the stay was given on confirming (decision 058), for the key.
    const [given] = (await api(url, `/api/reservations/${stay.id}/rooms`, { token: staff })).body.data as { number: string }[];
    expect(screen).toContain(`<strong class="desk-room-number"> · room ${given!.number}</strong>`);
    const post = (fields: Record<string, string>) =>
      fetch(`${url}/front-desk`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" });
    const done = await post({ intent: "check-in", id: String(stay.id), date: today() });
    expect(done.status).toBe(302);
    const location = done.headers.get("location") ?? "";
    expect(location).toBe(`/front-desk?${new URLSearchParams({ date: today(), done: "checkIn", stay: String(stay.id) })}`);
    const after = await (await fetch(`${url}${location}`, { headers: { cookie } })).text();
    expect(after).toContain(`${stay.reference} checked in: ${stay.name} is in the house.`);
    expect(after).toContain(`Check out early`);
    const stale = await post({ intent: "check-in", id: String(stay.id), date: today() });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain(`Only a confirmed stay can be checked in; ${stay.reference} is checked in.`);

    // The printable arrivals list of tomorrow, and the dashboard's counts.
    const tomorrow = await confirmedStay(room.id, addDays(today(), 2), 1);
    const sheet = await (await fetch(`${url}/front-desk?date=${addDays(today(), 2)}&view=print`, { headers: { cookie } })).text();
    expect(sheet).toContain(tomorrow.reference);
    expect(sheet).toContain("<table");
    const [tomorrowsRoom] = (await api(url, `/api/reservations/${tomorrow.id}/rooms`, { token: staff })).body.data as { number: string }[];
    expect(sheet).toContain(`<td>${tomorrowsRoom!.number}</td>`);
    const dashboard = await (await fetch(`${url}/dashboard`, { headers: { cookie } })).text();
    expect(dashboard).toMatch(/href="\/front-desk"[^>]*><strong class="staff-inbox-count">\d+<\/strong><span class="staff-inbox-label">Arrivals to check in today/);
    // Members and visitors never see the screen.
    const member = await createMember(url);
    const memberCookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    expect((await fetch(`${url}/front-desk`, { headers: { cookie: memberCookie }, redirect: "manual" })).status).not.toBe(200);
    expect((await fetch(`${url}/front-desk`, { redirect: "manual" })).status).not.toBe(200);
  });
});
