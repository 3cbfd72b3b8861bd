import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate, hotelDay } from "~/lib/dates";
import { reservationCatalog } from "~/features/reservations/components/reservation-catalog";
import { addDays } from "~/features/reservations/stay-rules";
import { api, createMember, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { pageCookie } from "../support/page-session";
import { withServerDatabase } from "../support/server-database";

/** The running server's own database, for what only the VIP review sets (an active membership). */
const today = () => hotelDate();

/** Room availability and reservations (DECISIONS §9) on both engines. */
describe.each(servers())("reservations on $engine", (server) => {
  const { url } = server;
  let staff: string;

  /** A room type of its own per test, so other suites' rooms and stays never count. */
  async function roomType(fields: { fee: number; inventory: number; maxGuests: number }) {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Test Room ${randomUUID().slice(0, 8)}`, fee: String(fields.fee), inventory: String(fields.inventory), maxGuests: String(fields.maxGuests) }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string };
  }
  const search = (query: Record<string, string | number>, token?: string) =>
    api(url, `/api/availability?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, token ? { token } : {});

  beforeAll(async () => void (staff = await loginAsStaff(url)));

  it("prices each night at its seasonal rate or the base rate, and counts closed nights as none free", async () => {
    const room = await roomType({ fee: 100_000, inventory: 4, maxGuests: 2 });
    const arrival = addDays(today(), 10);
    await api(url, "/api/seasonal-rates", { method: "POST", token: staff, body: JSON.stringify({ roomId: room.id, startDate: addDays(arrival, 1), endDate: addDays(arrival, 2), rate: 180_000 }) });
    const res = await search({ arrival, departure: addDays(arrival, 3), adults: 2, children: 1, roomType: room.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ arrival, nights: 3, adults: 2, children: 1 });
    expect(res.body.roomTypes).toHaveLength(1);
    const [answer] = res.body.roomTypes;
    // Three guests, two to a room: two rooms.
    expect(answer).toMatchObject({ roomType: { id: room.id, maxGuests: 2 }, roomsNeeded: 2, roomsFree: 4, available: true, currency: "MWK", perRoom: 380_000, subtotal: 760_000, discount: null, total: 760_000, nearestFree: null });
    expect(answer.nights.map((night: { rate: number }) => night.rate)).toEqual([100_000, 180_000, 100_000]);

    await api(url, "/api/room-closures", { method: "POST", token: staff, body: JSON.stringify({ roomId: room.id, startDate: addDays(arrival, 2), endDate: addDays(arrival, 3) }) });
    const closed = (await search({ arrival, departure: addDays(arrival, 3), adults: 2, roomType: room.id })).body.roomTypes[0];
    expect(closed).toMatchObject({ roomsFree: 0, available: false, nearestFree: { arrival: addDays(arrival, -1), departure: addDays(arrival, 2) } });
    expect(closed.nights[2]).toMatchObject({ roomsFree: 0, closed: true });
  });

  it("refuses a stay in the past, backwards, of no nights or longer than 30 nights, with each field's message", async () => {
    const arrival = addDays(today(), 1);
    const errors = async (query: Record<string, string | number>) => {
      const res = await search(query);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await errors({ arrival: addDays(today(), -1), departure: arrival })).toEqual({ arrival: ["Arrival must be today or later (hotel time)"] });
    expect(await errors({ arrival, departure: arrival })).toEqual({ departure: ["Departure must be after arrival"] });
    expect(await errors({ arrival, departure: addDays(arrival, 31) })).toEqual({ departure: ["A stay is at most 30 nights; for longer, please contact reservations"] });
    expect(await errors({ arrival: "2026-02-30", departure: arrival })).toMatchObject({ arrival: ["Arrival must be a date (YYYY-MM-DD)"] });
    expect(await errors({ arrival, departure: addDays(arrival, 1), adults: 0 })).toEqual({ adults: ["Adults must be a whole number from 1 to 20"] });
    expect(await errors({ departure: arrival })).toMatchObject({ arrival: ["Arrival date is required"] });
    // Today itself is fine, and 30 nights too.
    expect((await search({ arrival: today(), departure: addDays(today(), 30) })).status).toBe(200);
  });

  it("applies and names the VIP best-rate discount for a signed-in member with an active membership only", async () => {
    const room = await roomType({ fee: 100_001, inventory: 2, maxGuests: 2 });
    const arrival = addDays(today(), 5);
    const query = { arrival, departure: addDays(arrival, 1), adults: 1, roomType: room.id };
    const member = await createMember(url);
    expect((await search(query, member.token)).body.roomTypes[0].discount).toBeNull();

    const me = await api(url, "/api/user", { token: member.token });
    const now = new Date().toISOString();
    await withServerDatabase(server, (db) =>
      db.insertInto("vip_applications").values({
        user_id: me.body.data.id, title: "Dr", first_name: "Tiwonge", last_name: "Phiri", company: "", postal_address: "P.O. Box 1", cell: "0991234567", cell2: "",
        nationality: "Malawian", birth_date: "1985-04-02", passport_no: "MA1", email: member.email, sms: "Email", signature: "I consent", sales_person: "", department: "Marketing",
        expires: addDays(today(), 100), status: "approved", renewal_status: null, renewal_requested_at: null, created_at: now, updated_at: now,
      } as never).execute(),
    );
    const settings = await api(url, "/api/settings");
    const percent = settings.body.data.vipBestRateDiscountPercent as number;
    const vip = (await search(query, member.token)).body.roomTypes[0];
    expect(vip.discount).toEqual({ name: "VIP best-rate discount", percent, amount: Math.round((100_001 * percent) / 100) });
    expect(vip.total).toBe(100_001 - Math.round((100_001 * percent) / 100));
    // Anonymous visitors pay the rate.
    expect((await search(query)).body.roomTypes[0].discount).toBeNull();
  });

  const request = (body: Record<string, unknown>, token?: string) =>
    api(url, "/api/reservations", { method: "POST", body: JSON.stringify(body), ...(token ? { token } : {}) });
  const guest = (roomType: number, arrival: string, extra: Record<string, unknown> = {}) => ({
    arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType, rooms: 1,
    name: "Chikondi Banda", email: `guest-${randomUUID().slice(0, 8)}@example.com`, phone: "+265 991 234 567", specialRequests: "Late arrival, about 22:00.", ...extra,
  });
  /** What a cancel link opened again says, as the page writes it today (the reference in bold). */
  const alreadyCancelled = (reference: string, language: "en" | "ny") =>
    reservationCatalog.t(language, "cancelAlready", { reference: `<strong>${reference}</strong>`, date: hotelDay(new Date().toISOString(), language) });
  const emailsTo = (to: string) =>
    withServerDatabase(server, (db) => db.selectFrom("email_outbox").select(["kind", "subject", "text_body", "reply_to"]).where("to_address", "=", to).orderBy("id").execute());

  it("stores a request with a yearly reference, emails the guest a cancel link and the reservations address, and holds no room", async () => {
    const room = await roomType({ fee: 120_000, inventory: 1, maxGuests: 2 });
    const arrival = addDays(today(), 20);
    const body = guest(room.id, arrival);
    const res = await request(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const year = today().slice(0, 4);
    expect(res.body.reference).toMatch(new RegExp(`^RS-${year}-\\d{4}$`));
    expect(res.body.data).toMatchObject({ status: "requested", roomName: room.name, nights: 2, total: 240_000, rooms: 1, name: "Chikondi Banda" });
    expect(res.body.data).not.toHaveProperty("cancel_token_hash");

    const [toGuest] = await emailsTo(body.email);
    expect(toGuest?.subject).toBe(`Your reservation request ${res.body.reference}`);
    expect(toGuest?.text_body).toContain("No payment is taken: you pay at the hotel.");
    const settings = (await api(url, "/api/settings")).body.data;
    const toStaff = (await emailsTo(settings.email)).filter((email) => email.subject.includes(res.body.reference));
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]?.reply_to).toBe(body.email);

    // A request holds nothing: the one room is still free, and a second request is taken too.
    expect((await search({ arrival, departure: addDays(arrival, 2), adults: 2, roomType: room.id })).body.roomTypes[0].roomsFree).toBe(1);
    const second = await request(guest(room.id, arrival));
    expect(second.status).toBe(201);
    const number = (reference: string) => Number(reference.slice(-4));
    expect(number(second.body.reference)).toBeGreaterThan(number(res.body.reference));

    // The cancel link: opening it shows the stay, the button cancels it, and the link is then spent.
    const link = /\/booking\/cancel\/([A-Za-z0-9_-]+)/.exec(toGuest?.text_body ?? "")?.[0];
    expect(link).toBeDefined();
    const shown = await fetch(`${url}${link}`);
    expect(await shown.text()).toContain(res.body.reference);
    const cancelled = await fetch(`${url}${link}`, { method: "POST", body: new URLSearchParams(), headers: { origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(await cancelled.text()).toContain(`Reservation ${res.body.reference} is cancelled`);
    // Opened again (or sent again from another tab), the link says when the stay was cancelled, in the page's language.
    for (const language of ["en", "ny"] as const) {
      const again = await (await fetch(`${url}${language === "ny" ? "/ny" : ""}${link}`)).text();
      expect(again, language).toContain(alreadyCancelled(res.body.reference, language));
      expect(again).not.toContain("Cancel this reservation</button>");
    }
    const postedAgain = await fetch(`${url}${link}`, { method: "POST", body: new URLSearchParams(), headers: { origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(await postedAgain.text()).toContain(alreadyCancelled(res.body.reference, "en"));
    expect((await emailsTo(body.email)).filter((email) => email.kind === "reservation-cancelled")).toHaveLength(1);
    const cancelledEmail = (await emailsTo(body.email)).find((email) => email.kind === "reservation-cancelled");
    expect(cancelledEmail?.subject).toBe(`Your reservation ${res.body.reference} is cancelled`);
  });

  it("refuses a request the room type cannot take, with the field's message", async () => {
    const room = await roomType({ fee: 90_000, inventory: 2, maxGuests: 2 });
    const arrival = addDays(today(), 8);
    const tooMany = await request(guest(room.id, arrival, { adults: 3, rooms: 1 }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.rooms).toEqual(["Too many guests for these rooms: each sleeps at most 2. Add a room or choose a larger type."]);
    await api(url, "/api/room-closures", { method: "POST", token: staff, body: JSON.stringify({ roomId: room.id, startDate: arrival, endDate: addDays(arrival, 1) }) });
    const closed = await request(guest(room.id, arrival));
    expect(closed.status).toBe(409);
    expect(closed.body.errors.roomType).toEqual([`Sorry, there are not enough ${room.name} rooms free on these nights.`]);
    const missing = await request({ arrival });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toMatchObject({ name: ["Please enter your full name"], email: ["Email is required"], roomType: ["Please choose a room type"] });
  });

  it("lets only staff read, confirm and decline; a decline needs a reason and the guest is emailed each step", async () => {
    const room = await roomType({ fee: 100_000, inventory: 3, maxGuests: 2 });
    const arrival = addDays(today(), 40);
    const first = (await request(guest(room.id, arrival))).body.data;
    const member = await createMember(url);
    for (const token of [undefined, member.token]) {
      const expected = token ? 403 : 401;
      expect((await api(url, "/api/reservations", token ? { token } : {})).status).toBe(expected);
      expect((await api(url, `/api/reservations/${first.id}/confirm`, { method: "POST", ...(token ? { token } : {}) })).status).toBe(expected);
      expect((await api(url, `/api/reservations/${first.id}/decline`, { method: "POST", body: JSON.stringify({ reason: "x" }), ...(token ? { token } : {}) })).status).toBe(expected);
    }
    const listed = await api(url, `/api/reservations?status=requested&arrivalFrom=${arrival}&arrivalTo=${arrival}`, { token: staff });
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(first.id);
    expect((await api(url, "/api/reservations?status=lost", { token: staff })).status).toBe(422);

    const confirmed = await api(url, `/api/reservations/${first.id}/confirm`, { method: "POST", token: staff });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe("confirmed");
    // A confirmed stay takes its room off each of its nights.
    expect((await search({ arrival, departure: addDays(arrival, 2), adults: 1, roomType: room.id })).body.roomTypes[0].roomsFree).toBe(2);
    expect((await api(url, `/api/reservations/${first.id}/confirm`, { method: "POST", token: staff })).status).toBe(409);

    const second = (await request(guest(room.id, arrival))).body.data;
    expect((await api(url, `/api/reservations/${second.id}/decline`, { method: "POST", token: staff, body: JSON.stringify({ reason: " " }) })).body.errors).toEqual({ reason: ["Please give the guest a reason"] });
    const declined = await api(url, `/api/reservations/${second.id}/decline`, { method: "POST", token: staff, body: JSON.stringify({ reason: "The hotel is hosting a state visit that week." }) });
    expect(declined.body.data).toMatchObject({ status: "declined", declineReason: "The hotel is hosting a state visit that week." });
    const notes = await api(url, `/api/reservations/${second.id}/notes`, { method: "PUT", token: staff, body: JSON.stringify({ notes: "Offered the week after by phone." }) });
    expect(notes.body.data.notes).toBe("Offered the week after by phone.");

    expect((await emailsTo(first.email)).map((email) => email.kind)).toEqual(["reservation-requested", "reservation-confirmed"]);
    const declinedEmail = (await emailsTo(second.email)).find((email) => email.kind === "reservation-declined");
    expect(declinedEmail?.text_body).toContain("The hotel is hosting a state visit that week.");
    const activity = await withServerDatabase(server, (db) => db.selectFrom("audit_log").select("action").where("subject_type", "=", "reservations").where("subject_id", "in", [first.id, second.id]).execute());
    expect(activity.map((entry) => entry.action).sort()).toEqual(["confirm", "decline", "update"]);
  });

  it("confirms the last room once when two staff confirm two requests for it at the same moment", async () => {
    const room = await roomType({ fee: 100_000, inventory: 1, maxGuests: 2 });
    const arrival = addDays(today(), 60);
    const a = (await request(guest(room.id, arrival))).body.data;
    const b = (await request(guest(room.id, addDays(arrival, 1)))).body.data;
    const results = await Promise.all([a, b].map((r) => api(url, `/api/reservations/${r.id}/confirm`, { method: "POST", token: staff })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = results.find((res) => res.status === 409);
    expect(refused?.body.message).toBe(`Not confirmed: no ${room.name} room is free any more on every night of this stay (another confirmation took it).`);
    const rows = await withServerDatabase(server, (db) => db.selectFrom("reservations").select("status").where("id", "in", [a.id, b.id]).execute());
    expect(rows.map((row) => row.status).sort()).toEqual(["confirmed", "requested"]);
    // Every night of both stays: the one room is taken where the winner stays, and never fewer than none.
    const nights = (await search({ arrival, departure: addDays(arrival, 3), adults: 1, roomType: room.id })).body.roomTypes[0].nights as { roomsFree: number }[];
    expect(nights.every((night) => night.roomsFree >= 0)).toBe(true);
    expect(nights[1]?.roomsFree).toBe(0);
  });

  it("never counts a room below zero when six staff confirm six requests for the last two rooms at once", async () => {
    const room = await roomType({ fee: 100_000, inventory: 2, maxGuests: 2 });
    const arrival = addDays(today(), 65);
    const stays = [];
    for (let i = 0; i < 6; i++) stays.push((await request(guest(room.id, arrival))).body.data as { id: number });
    const results = await Promise.all(stays.map((r) => api(url, `/api/reservations/${r.id}/confirm`, { method: "POST", token: staff })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const confirmed = await withServerDatabase(server, (db) => db.selectFrom("reservations").select("id").where("room_id", "=", room.id).where("status", "=", "confirmed").execute());
    expect(confirmed).toHaveLength(2);
    const answer = (await search({ arrival, departure: addDays(arrival, 2), adults: 1, roomType: room.id })).body.roomTypes[0];
    expect(answer.nights.map((night: { roomsFree: number }) => night.roomsFree)).toEqual([0, 0]);
    expect(answer).toMatchObject({ roomsFree: 0, available: false });
  });

  it("gives ten requests sent at the same moment ten different references, one after another", async () => {
    const room = await roomType({ fee: 80_000, inventory: 10, maxGuests: 2 });
    const arrival = addDays(today(), 75);
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(guest(room.id, arrival))));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
    const references = answers.map((res) => res.body.reference as string);
    const year = today().slice(0, 4);
    for (const reference of references) expect(reference).toMatch(new RegExp(`^RS-${year}-\\d{4}$`));
    expect(new Set(references).size).toBe(10);
    // Nobody else asks for a room on this server while this file runs: the ten numbers follow each other.
    const numbers = references.map((reference) => Number(reference.slice(-4))).sort((x, y) => x - y);
    expect(numbers.at(-1)! - numbers[0]!).toBe(9);
  });

  it("puts a cancel link in the confirmation email too; either email's link cancels the stay once", async () => {
    const room = await roomType({ fee: 95_000, inventory: 1, maxGuests: 2 });
    const arrival = addDays(today(), 45);
    const body = guest(room.id, arrival);
    const made = (await request(body)).body.data;
    expect((await api(url, `/api/reservations/${made.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const [first, confirmation] = await emailsTo(body.email);
    expect(confirmation?.kind).toBe("reservation-confirmed");
    const linkIn = (text: string | undefined) => /\S*\/booking\/cancel\/[A-Za-z0-9_-]+/.exec(text ?? "")?.[0];
    const firstLink = linkIn(first?.text_body);
    const confirmationLink = linkIn(confirmation?.text_body);
    expect(confirmationLink).toBeDefined();
    expect(confirmationLink).not.toBe(firstLink);
    expect(confirmation?.text_body).toContain(`To cancel, open: ${confirmationLink}`);
    // Both links show the stay, as confirmed.
    for (const link of [firstLink, confirmationLink]) expect(await (await fetch(new URL(link!, url))).text()).toContain(`${made.reference}</strong>`);
    const post = (link: string) => fetch(new URL(link, url), { method: "POST", body: new URLSearchParams(), headers: { origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(await (await post(confirmationLink!)).text()).toContain(`Reservation ${made.reference} is cancelled`);
    // The room is free again, and neither link works any more.
    expect((await search({ arrival, departure: addDays(arrival, 2), adults: 1, roomType: room.id })).body.roomTypes[0].roomsFree).toBe(1);
    for (const link of [firstLink, confirmationLink]) expect(await (await fetch(new URL(link!, url))).text()).toContain(alreadyCancelled(made.reference, "en"));
  });

  it("lets a signed-in member cancel their own request or confirmed stay, from the API or /dashboard, and nobody else's", async () => {
    const room = await roomType({ fee: 105_000, inventory: 2, maxGuests: 2 });
    const arrival = addDays(today(), 50);
    const member = await createMember(url);
    const other = await createMember(url);
    const requested = (await request(guest(room.id, arrival, { email: member.email }), member.token)).body.data;
    const confirmed = (await request(guest(room.id, arrival, { email: member.email }), member.token)).body.data;
    const theirs = (await request(guest(room.id, arrival, { email: other.email }), other.token)).body.data;
    const anonymous = (await request(guest(room.id, arrival))).body.data;
    expect((await api(url, `/api/reservations/${confirmed.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);

    const mine = await api(url, "/api/reservations/mine", { token: member.token });
    expect(mine.body.data.map((r: { id: number }) => r.id).sort()).toEqual([requested.id, confirmed.id].sort());
    expect((await api(url, "/api/reservations/mine")).status).toBe(401);

    const cancel = (id: number, token?: string) => api(url, `/api/reservations/${id}/cancel`, { method: "POST", ...(token ? { token } : {}) });
    expect((await cancel(requested.id)).status).toBe(401);
    // Someone else's stay, one made without signing in and one that does not exist are all "not found", and stay as they were.
    for (const id of [theirs.id, anonymous.id, 999_999_999]) expect((await cancel(id, member.token)).status, String(id)).toBe(404);
    const unchanged = await withServerDatabase(server, (db) => db.selectFrom("reservations").select("status").where("id", "in", [theirs.id, anonymous.id]).execute());
    expect(unchanged.map((row) => row.status)).toEqual(["requested", "requested"]);

    const byApi = await cancel(requested.id, member.token);
    expect(byApi.status).toBe(200);
    expect(byApi.body).toMatchObject({ message: `Reservation ${requested.reference} is cancelled. We hope to welcome you another time.`, data: { status: "cancelled" } });
    expect((await cancel(requested.id, member.token)).status).toBe(404);

    // The confirmed stay, from the dashboard's plain form (no JavaScript), gives its room back.
    const memberCookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    const dashboard = await (await fetch(`${url}/dashboard`, { headers: { cookie: memberCookie } })).text();
    expect(dashboard).toContain(`Yes, cancel ${confirmed.reference}`);
    expect(dashboard).not.toContain(`Yes, cancel ${requested.reference}`);
    const form = (id: number) => new URLSearchParams({ intent: "cancel-reservation", id: String(id) });
    const refused = await fetch(`${url}/dashboard`, { method: "POST", body: form(theirs.id), headers: { cookie: memberCookie, origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("No reservation of yours that can still be cancelled has this number.");
    const done = await fetch(`${url}/dashboard`, { method: "POST", body: form(confirmed.id), headers: { cookie: memberCookie, origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`Reservation ${confirmed.reference} is cancelled.`);
    expect((await search({ arrival, departure: addDays(arrival, 2), adults: 1, roomType: room.id })).body.roomTypes[0].roomsFree).toBe(2);
    expect((await emailsTo(member.email)).filter((email) => email.kind === "reservation-cancelled")).toHaveLength(2);
  });

  it("lets staff cancel a request or a confirmed stay at the guest's request, from the API or the Reservations screen", async () => {
    const room = await roomType({ fee: 110_000, inventory: 1, maxGuests: 2 });
    const arrival = addDays(today(), 55);
    const confirmed = (await request(guest(room.id, arrival))).body.data;
    expect((await api(url, `/api/reservations/${confirmed.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const free = async () => (await search({ arrival, departure: addDays(arrival, 2), adults: 1, roomType: room.id })).body.roomTypes[0].roomsFree;
    expect(await free()).toBe(0);
    const confirmationLink = /\/booking\/cancel\/[A-Za-z0-9_-]+/.exec((await emailsTo(confirmed.email)).find((email) => email.kind === "reservation-confirmed")?.text_body ?? "")?.[0];
    expect(confirmationLink).toBeDefined();

    // A member who is not staff cannot touch a stay that is not theirs.
    const member = await createMember(url);
    expect((await api(url, `/api/reservations/${confirmed.id}/cancel`, { method: "POST", token: member.token })).status).toBe(404);

    const cancelled = await api(url, `/api/reservations/${confirmed.id}/cancel`, { method: "POST", token: staff });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ message: "Reservation cancelled; its rooms are free again and the guest has been emailed.", data: { status: "cancelled" } });
    // The room is free again, the guest's link is spent and they are told.
    expect(await free()).toBe(1);
    expect(await (await fetch(`${url}${confirmationLink}`)).text()).toContain(alreadyCancelled(confirmed.reference, "en"));
    expect((await emailsTo(confirmed.email)).map((email) => email.kind)).toEqual(["reservation-requested", "reservation-confirmed", "reservation-cancelled"]);
    const again = await api(url, `/api/reservations/${confirmed.id}/cancel`, { method: "POST", token: staff });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This reservation is cancelled; only a request or a confirmed stay can be cancelled.");
    const declined = (await request(guest(room.id, arrival))).body.data;
    await api(url, `/api/reservations/${declined.id}/decline`, { method: "POST", token: staff, body: JSON.stringify({ reason: "Fully booked for a conference." }) });
    // A declined stay's link was never used to cancel: it says only that it no longer works.
    const declinedLink = /\/booking\/cancel\/[A-Za-z0-9_-]+/.exec((await emailsTo(declined.email))[0]?.text_body ?? "")?.[0];
    expect(await (await fetch(`${url}${declinedLink}`)).text()).toContain("This cancel link is not valid any more");
    expect((await api(url, `/api/reservations/${declined.id}/cancel`, { method: "POST", token: staff })).body.message).toBe("This reservation is declined; only a request or a confirmed stay can be cancelled.");
    expect((await api(url, "/api/reservations/999999999/cancel", { method: "POST", token: staff })).status).toBe(404);

    // The Reservations screen's plain form, for a request taken back by phone.
    const requested = (await request(guest(room.id, arrival))).body.data;
    const cookie = await pageCookie(url);
    const screen = await (await fetch(`${url}/reservations?arrivalFrom=${arrival}&arrivalTo=${arrival}`, { headers: { cookie } })).text();
    expect(screen).toContain(`Yes, cancel ${requested.reference}`);
    expect(screen).not.toContain(`Yes, cancel ${confirmed.reference}`);
    const form = new URLSearchParams({ intent: "cancel-reservation-for-guest", id: String(requested.id) });
    const done = await fetch(`${url}/reservations`, { method: "POST", body: form, headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" } });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Reservation cancelled; its rooms are free again and the guest has been emailed.");
    const activity = await withServerDatabase(server, (db) => db.selectFrom("audit_log").select("subject_label").where("subject_type", "=", "reservations").where("subject_id", "in", [confirmed.id, requested.id]).where("subject_label", "like", "% cancelled %").execute());
    expect(activity.map((entry) => entry.subject_label).sort()).toEqual([`${confirmed.reference} cancelled by staff at the guest's request`, `${requested.reference} cancelled by staff at the guest's request`].sort());
  });

  it("books on /booking without JavaScript: a GET search, server-rendered results, a POST request redirected to its reference", async () => {
    const room = await roomType({ fee: 150_000, inventory: 1, maxGuests: 2 });
    const arrival = addDays(today(), 70);
    const query = new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0", roomType: String(room.id) });
    const results = await fetch(`${url}/booking?${query}`);
    expect(results.headers.get("cache-control")).toContain("no-store");
    const html = await results.text();
    expect(html).toContain(room.name);
    expect(html).toContain("MWK 300,000");
    expect(html).toContain("No payment is taken: you pay at the hotel.");
    expect(html).not.toContain("coming soon");

    const form = new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0", roomType: String(room.id), rooms: "1", name: "Thoko Mwale", email: "thoko@example.com", phone: "0999 123 456", specialRequests: "" });
    const sent = await fetch(`${url}/booking?${query}`, { method: "POST", body: form, headers: { origin: url, "content-type": "application/x-www-form-urlencoded" } });
    const answer = await sent.text();
    // Post, then redirect: the reference is shown by a GET of the stay's own address.
    expect(sent.redirected).toBe(true);
    expect(new URL(sent.url).searchParams.get("requested")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(sent.status).toBe(200);
    expect(answer).toMatch(/Your reference: <strong>RS-\d{4}-\d{4}<\/strong>/);

    // A closed night: the type says so and offers the nearest free dates.
    await api(url, "/api/room-closures", { method: "POST", token: staff, body: JSON.stringify({ roomId: room.id, startDate: arrival, endDate: addDays(arrival, 1) }) });
    const closed = await (await fetch(`${url}/booking?${query}`)).text();
    expect(closed).toContain("No room of this type on these nights.");
    expect(closed).toContain(`Nearest free dates: <a href="/booking?arrival=${addDays(arrival, 1)}`);

    const wrong = await (await fetch(`${url}/booking?${new URLSearchParams({ arrival: addDays(today(), -2), departure: today() })}`)).text();
    expect(wrong).toContain("Arrival must be today or later (hotel time)");
  });

  it("quotes a room type whose rate staff left at 0 as price on request, never MWK 0, on /booking and in the emails", async () => {
    const room = await roomType({ fee: 0, inventory: 1, maxGuests: 2 });
    const arrival = addDays(today(), 80);
    const query = new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0", roomType: String(room.id) });
    const html = await (await fetch(`${url}/booking?${query}`)).text();
    expect(html).toContain("Price on request: reservations will tell you the rate when they confirm.");
    expect(html).not.toContain("MWK 0<");
    const body = guest(room.id, arrival);
    expect((await request(body)).status).toBe(201);
    const [toGuest] = await emailsTo(body.email);
    expect(toGuest?.text_body).toContain("Price: on request");
    expect(toGuest?.text_body).not.toContain("MWK 0");
  });

  it("gives staff a Reservations screen that confirms, declines and exports CSV, and shows members their own on /dashboard", async () => {
    const room = await roomType({ fee: 110_000, inventory: 2, maxGuests: 2 });
    const arrival = addDays(today(), 90);
    const member = await createMember(url);
    const mine = (await request(guest(room.id, arrival, { email: member.email }), member.token)).body.data;
    const other = (await request(guest(room.id, arrival))).body.data;

    const staffCookie = await pageCookie(url);
    const post = (fields: Record<string, string>) =>
      fetch(`${url}/reservations`, { method: "POST", body: new URLSearchParams(fields), headers: { cookie: staffCookie, origin: url, "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" });
    const screen = await (await fetch(`${url}/reservations?status=requested&arrivalFrom=${arrival}&arrivalTo=${arrival}`, { headers: { cookie: staffCookie } })).text();
    expect(screen).toContain(mine.reference);
    expect(screen).toContain('href="/reservations"');
    expect(await (await post({ intent: "confirm-reservation", id: String(mine.id) })).text()).toContain("Reservation confirmed; the guest has been emailed.");
    expect(await (await post({ intent: "decline-reservation", id: String(other.id), reason: "" })).text()).toContain("Please give the guest a reason");
    expect(await (await post({ intent: "decline-reservation", id: String(other.id), reason: "Fully booked for a conference." })).text()).toContain("Reservation declined");

    const csv = await fetch(`${url}/reservations.csv?arrivalFrom=${arrival}&arrivalTo=${arrival}`, { headers: { cookie: staffCookie } });
    const text = await csv.text();
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(text).toContain(mine.reference);
    expect(text).toContain("Fully booked for a conference.");
    expect((await fetch(`${url}/reservations.csv`, { redirect: "manual" })).status).not.toBe(200);
    const memberCookie = await pageCookie(url, member.email, MEMBER_PASSWORD);
    expect((await fetch(`${url}/reservations`, { headers: { cookie: memberCookie }, redirect: "manual" })).status).not.toBe(200);

    const dashboard = await (await fetch(`${url}/dashboard`, { headers: { cookie: memberCookie } })).text();
    expect(dashboard).toContain("My reservations");
    expect(dashboard).toContain(`${mine.reference}</strong>`);
    expect(dashboard).toContain("Confirmed");
    expect(dashboard).not.toContain(other.reference);
  });

  it("opens the inbox on what is coming, the next arrival first, and never cuts the newest requests from a long history", async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const stay = (reference: string, arrival: string, status = "requested") => {
      const at = new Date().toISOString();
      return {
        reference, room_id: null, room_name: "Deluxe", arrival, departure: addDays(arrival, 1), adults: 1, children: 0, rooms: 1, guest_name: "Chikondi Banda", email: "guest@example.com",
        phone: "+265 991 234 567", special_requests: "", status, total: 100_000, discount_percent: 0, user_id: null, cancel_token_hash: null, confirmation_cancel_token_hash: null,
        decline_reason: null, notes: "", updated_by: null, created_at: at, updated_at: at, channel: "direct",
      };
    };
    // A long history: a stay last month, and more than a page of arrivals in two years' time.
    const past = `RS-${tag}-PAST`;
    const far = Array.from({ length: 505 }, (_, i) => stay(`RS-${tag}-${String(i).padStart(3, "0")}`, addDays(today(), 700 + (i % 50)), "confirmed"));
    await withServerDatabase(server, async (db) => {
      await db.insertInto("reservations").values(stay(past, addDays(today(), -30), "checked_out") as never).execute();
      for (let i = 0; i < far.length; i += 100) await db.insertInto("reservations").values(far.slice(i, i + 100) as never).execute();
    });
    const newest = (await request(guest((await roomType({ fee: 90_000, inventory: 1, maxGuests: 2 })).id, addDays(today(), 3)))).body.data;
    const cookie = await pageCookie(url);
    const screen = async (query: string) => (await fetch(`${url}/reservations${query}`, { headers: { cookie } })).text();

    // Plainly: from today, in order of arrival; last month's stay is not in the way.
    const plain = await screen("");
    expect(plain).toContain(newest.reference);
    expect(plain).not.toContain(past);
    expect(plain).toContain(`value="${today()}"`);
    // A hundred to a page, the same filters on the next.
    const shown = /Next arrivals first: 1–100 of ([\d,]+)/.exec(plain);
    expect(Number(shown?.[1]?.replace(",", ""))).toBeGreaterThan(505);
    expect(plain).toContain(`href="/reservations?status=&amp;arrivalFrom=${today()}&amp;arrivalTo=&amp;page=2" rel="next"`);
    const far000 = async () => {
      for (let n = 1; n <= 10; n++) {
        const html = n === 1 ? plain : await screen(`?status=&arrivalFrom=${today()}&arrivalTo=&page=${n}`);
        if (html.includes(`RS-${tag}-000`)) return n;
      }
      return 0;
    };
    expect(await far000()).toBeGreaterThan(0);
    // "Arrival from" cleared: the latest arrivals first, so the far future leads and last month comes last.
    const all = await screen("?status=&arrivalFrom=&arrivalTo=");
    expect(all).toContain(`RS-${tag}-049`);
    expect(all).not.toContain(past);
    expect(all).toMatch(/Latest arrivals first: 1–100 of [\d,]+/);
    const pages = Math.ceil(Number(/of ([\d,]+)/.exec(all)![1]!.replace(",", "")) / 100);
    const last = await screen(`?status=&arrivalFrom=&arrivalTo=&page=${pages}`);
    expect(last).toContain(past);
    expect(last).not.toContain('rel="next"');
    expect(last).toContain('rel="prev"');
    const listed = (await api(url, "/api/reservations", { token: staff })).body.data as { arrival: string }[];
    expect(listed).toHaveLength(500);
    expect(listed[0]!.arrival).toBe(addDays(today(), 749));
    expect(listed.map((r) => r.arrival)).toEqual([...listed.map((r) => r.arrival)].sort().reverse());
    // The CSV has every one of them.
    const csv = await (await fetch(`${url}/reservations.csv`, { headers: { cookie } })).text();
    for (const reference of [past, newest.reference, `RS-${tag}-000`, `RS-${tag}-504`]) expect(csv).toContain(reference);
  });
});
