import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelClock, hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, createMember, imageForm, jpeg, loginAsStaff, MEMBER_PASSWORD } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { page, pageCookie } from "../support/page-session";
import { startSmtpInbox } from "../support/smtp-inbox";
import { type TestDatabase, withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";
import { contactsWords } from "~/features/contacts/contacts-words";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { emailStaffWords } from "~/platform/email/email-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * What protects a stranger whose address is typed into the site's forms (DECISIONS §9,
 * decision 052), on servers of their own with a real SMTP relay and the production budget of
 * acknowledgements per recipient: at most 3 an hour, whoever sends; names that are never links;
 * arrivals within the booking horizon; and plain-form posts that a refresh cannot repeat.
 */
const tag = () => randomUUID().slice(0, 8);
const HORIZON_DAYS = 548;

describe.each(["sqlite", "postgres"] as const)("guest limits on %s", (engine) => {
  let server: RunningServer;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let staff: string;
  let room: { id: number; name: string };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // Every request comes from 127.0.0.1: the per-address limits are lifted, the per-recipient budget is production's.
    const lifted = { limit: 10_000, windowSeconds: 600 };
    server = await startServer({
      engine,
      env: { SEED_DEMO: "false", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ publicForms: lifted, contact: lifted, register: lifted }) },
    });
    staff = await loginAsStaff(server.url);
    const created = await api(server.url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Limits Room ${tag()}`, fee: "100000", inventory: "50", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    room = created.body.data as { id: number; name: string };
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  const withDatabase = <T,>(work: (db: TestDatabase) => Promise<T>): Promise<T> => withServerDatabase(server, work);

  const stay = (email: string, extra: Record<string, string> = {}) => {
    const arrival = addDays(hotelDate(), 20);
    return { arrival, departure: addDays(arrival, 2), adults: "1", children: "0", roomType: String(room.id), rooms: "1", name: "Tiwonge Phiri", email, phone: "+265 991 234 567", ...extra };
  };
  const eventRequest = (email: string, extra: Record<string, string> = {}) => ({
    eventName: `Growers Forum ${tag()}`,
    eventDatesS: addDays(hotelDate(), 30),
    eventDatesE: addDays(hotelDate(), 31),
    eventType: "seminar",
    Attendees: "80",
    serviceType: "PA System",
    space: "SchoolRooms",
    firstName: "Thoko",
    lastName: "Mwale",
    contactEmail: email,
    phoneNumber: "+265 888 765 432",
    ...extra,
  });
  const reserve = (body: Record<string, string>, headers: Record<string, string> = {}) => api(server.url, "/api/reservations", { method: "POST", body: JSON.stringify(body), headers });
  const bookEvent = (body: Record<string, string>, headers: Record<string, string> = {}) => api(server.url, "/api/bookEvent", { method: "POST", body: JSON.stringify(body), headers });

  /** Waits until an email queued now has arrived: the outbox sends oldest first, so every earlier one has been sent by then, or never will be. */
  async function earlierEmailsDelivered() {
    const later = `later-${tag()}@example.com`;
    expect((await api(server.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: later }) })).status).toBe(201);
    await eventually(`the confirmation to ${later}`, async () => inbox.to(later).length, (count) => count > 0, { withinMs: EMAIL_DELIVERY_MS });
  }

  it("sends one recipient at most 3 acknowledgements an hour however the requests come, stores every request, and shows staff which went unanswered", async () => {
    const t = tag();
    const victim = `victim-${t}@example.com`;
    // A burst from "many senders": reservations and event requests, other spellings of the same inbox included.
    const spellings = [victim, `VICTIM-${t}@Example.com`, `victim-${t}+prize@example.com`];
    const answers = await Promise.all([
      ...spellings.map((email) => reserve(stay(email))),
      ...spellings.map((email) => reserve(stay(email))),
      ...spellings.map((email) => bookEvent(eventRequest(email))),
    ]);
    expect(answers.map((res) => res.status)).toEqual(Array(9).fill(201));
    await earlierEmailsDelivered();
    const toVictim = inbox.received.filter((email) => email.to.some((to) => to.toLowerCase().replace(/\+prize/, "") === victim));
    expect(toVictim).toHaveLength(3);

    // Every request is stored; the six held ones are marked for staff, in the API, on the screens and in their copies.
    const stored = await withDatabase(async (db) => [
      ...(await db.selectFrom("reservations").select("acknowledgement").where("email", "like", `%${t}%`).execute()),
      ...(await db.selectFrom("event_requests").select("acknowledgement").where("contact_email", "like", `%${t}%`).execute()),
    ]);
    expect(stored).toHaveLength(9);
    expect(stored.filter((row) => row.acknowledgement === "withheld")).toHaveLength(6);
    const listed = (await api(server.url, "/api/reservations?status=requested", { token: staff })).body.data as { email: string; acknowledgement: string }[];
    expect(listed.filter((r) => r.email.includes(t)).map((r) => r.acknowledgement).sort()).toEqual(expect.arrayContaining(["sent", "withheld"]));
    const staffCookie = await pageCookie(server.url);
    expect((await page(server.url, "/reservations?status=requested", { cookie: staffCookie })).text).toContain(emailStaffWords.t("en", "acknowledgementWithheld").replace(/'/g, "&#x27;"));
    expect((await page(server.url, "/eventRequests", { cookie: staffCookie })).text).toContain(emailStaffWords.t("en", "acknowledgementWithheld").replace(/'/g, "&#x27;"));
    const copies = inbox.to(DEFAULT_SITE_SETTINGS.email).filter((email) => email.replyTo?.toLowerCase().includes(t));
    expect(copies).toHaveLength(9);
    expect(copies.filter((email) => email.text.includes(emailStaffWords.t("en", "acknowledgementWithheld")))).toHaveLength(6);

    // Another recipient is not held by the victim's budget.
    const other = `other-${t}@example.com`;
    expect((await reserve(stay(other))).status).toBe(201);
    await eventually(`the acknowledgement to ${other}`, async () => inbox.to(other).length, (count) => count === 1, { withinMs: EMAIL_DELIVERY_MS });
  });

  it("refuses a name holding a web address, or longer than a name, with the field's message in English and Chichewa", async () => {
    for (const name of ["https://evil.example", "Claim your prize at www.evil.example", "evil.example/claim", "Prize at http://x.y", "winner@evil.example"]) {
      const english = await reserve(stay(`guest-${tag()}@example.com`, { name }));
      expect(english.status, name).toBe(422);
      expect(english.body.errors, name).toEqual({ name: [fieldWords.t("en", "nameHasLink")] });
      const chichewa = await reserve(stay(`guest-${tag()}@example.com`, { name }), { "accept-language": "ny" });
      expect(chichewa.body.errors, name).toEqual({ name: [fieldWords.t("ny", "nameHasLink")] });
    }
    const long = await reserve(stay(`guest-${tag()}@example.com`, { name: "A".repeat(81) }), { "accept-language": "ny" });
    expect(long.body.errors).toEqual({ name: [fieldWords.t("ny", "nameTooLong", { max: 80 })] });

    const event = await bookEvent(eventRequest(`guest-${tag()}@example.com`, { firstName: "evil.example/claim", lastName: "www.evil.example" }));
    expect(event.status).toBe(422);
    expect(event.body.errors).toMatchObject({ firstName: [fieldWords.t("en", "nameHasLink")], lastName: [fieldWords.t("en", "nameHasLink")] });
    const contact = await api(server.url, "/api/contacts", { method: "POST", body: JSON.stringify({ name: "https://evil.example", email: `c-${tag()}@example.com`, phonenumber: "0999 123 456", message: "Hello" }) });
    expect(contact.status).toBe(422);
    expect(contact.body.errors).toMatchObject({ name: [fieldWords.t("en", "nameHasLink")] });
    const register = await api(server.url, "/api/register", {
      method: "POST",
      body: JSON.stringify({ name: "evil.example/claim", email: `r-${tag()}@example.com`, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD }),
    });
    expect(register.status).toBe(422);
    expect(register.body.errors).toMatchObject({ name: [fieldWords.t("en", "nameHasLink")] });

    // The page's own form says it in the page's language, beside the field.
    const form = await page(server.url, `/ny/booking?arrival=${stay("").arrival}&departure=${stay("").departure}`, { form: stay(`guest-${tag()}@example.com`, { name: "www.evil.example" }) });
    expect(form.status).toBe(422);
    expect(form.text).toContain(fieldWords.t("ny", "nameHasLink"));

    // Ordinary names still pass, initials and hyphens included.
    for (const name of ["J. R. Banda", "Chikondi Mwale-Phiri", "Ng'ambi O'Neill"]) expect((await reserve(stay(`ok-${tag()}@example.com`, { name }))).status, name).toBe(201);
  });

  it("takes arrivals up to the booking horizon of the settings and refuses later ones, on the API, the booking page and the booking bar", async () => {
    const latest = addDays(hotelDate(), HORIZON_DAYS);
    const far = await reserve(stay(`far-${tag()}@example.com`, { arrival: "9999-12-30", departure: "9999-12-31" }));
    expect(far.status).toBe(422);
    expect(far.body.errors).toEqual({ arrival: [reservationsWords.t("en", "arrivalBeyondHorizon", { latest })] });
    const justBeyond = await reserve(stay(`far-${tag()}@example.com`, { arrival: addDays(latest, 1), departure: addDays(latest, 2) }), { "accept-language": "ny" });
    expect(justBeyond.body.errors).toEqual({ arrival: [reservationsWords.t("ny", "arrivalBeyondHorizon", { latest })] });
    const search = await api(server.url, `/api/availability?arrival=9999-12-30&departure=9999-12-31`);
    expect(search.status).toBe(422);
    expect((await reserve(stay(`near-${tag()}@example.com`, { arrival: latest, departure: addDays(latest, 1) }))).status).toBe(201);

    const onPage = await page(server.url, "/ny/booking?arrival=9999-12-30&departure=9999-12-31");
    expect(onPage.text).toContain(reservationsWords.t("ny", "arrivalBeyondHorizon", { latest }));
    expect(onPage.text).toContain(`max="${latest}"`);
    const bar = await page(server.url, "/booking-search?arrival=9999-12-30&departure=9999-12-31");
    expect(bar.status).toBe(302);
    expect(bar.headers.get("location")).toBe("/?booking=horizon#book");
    expect((await page(server.url, "/?booking=horizon")).text).toContain(reservationsWords.t("en", "arrivalBeyondHorizon", { latest }));
    expect((await page(server.url, "/ny?booking=horizon")).text).toContain(reservationsWords.t("ny", "arrivalBeyondHorizon", { latest }));

    // Staff move the horizon in the settings.
    const saved = await api(server.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ bookingHorizonDays: 30 }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      const refused = await reserve(stay(`far-${tag()}@example.com`, { arrival: addDays(hotelDate(), 31), departure: addDays(hotelDate(), 32) }));
      expect(refused.body.errors).toEqual({ arrival: [reservationsWords.t("en", "arrivalBeyondHorizon", { latest: addDays(hotelDate(), 30) })] });
    } finally {
      await api(server.url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ bookingHorizonDays: HORIZON_DAYS }) });
    }
  });

  /** A browser's refresh after a post that was redirected: the redirect's target is asked for again. */
  async function followAndRefresh(res: { status: number; headers: Headers }) {
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    const first = await page(server.url, location);
    const refreshed = await page(server.url, location);
    expect(refreshed.status).toBe(200);
    // The same page again (each answer has scripts of its own nonce).
    const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, "");
    expect(withoutNonces(refreshed.text)).toBe(withoutNonces(first.text));
    return { location, text: refreshed.text };
  }

  it("answers a reservation posted without JavaScript with a redirect to the stay's own address, so a refresh books once", async () => {
    const email = `plain-${tag()}@example.com`;
    const fields = stay(email);
    const posted = await page(server.url, `/booking?arrival=${fields.arrival}&departure=${fields.departure}`, { form: fields });
    const { location, text } = await followAndRefresh(posted);
    expect(location).toMatch(/^\/booking\?requested=[A-Za-z0-9_-]{20,}$/);
    const rows = await withDatabase((db) => db.selectFrom("reservations").select("reference").where("email", "=", email).execute());
    expect(rows).toHaveLength(1);
    expect(text).toContain(rows[0]!.reference);
    expect(text).toContain(reservationsWords.t("en", "reservationReceived", { reference: rows[0]!.reference }));
    await earlierEmailsDelivered();
    expect(inbox.to(email)).toHaveLength(1);

    // In Chichewa the stay's page is the Chichewa one.
    const ny = await page(server.url, `/ny/booking?arrival=${fields.arrival}&departure=${fields.departure}`, { form: stay(`plain-ny-${tag()}@example.com`) });
    expect(ny.headers.get("location")).toMatch(/^\/ny\/booking\?requested=/);
    expect((await page(server.url, ny.headers.get("location")!)).text).toContain("RS-");
    // An address that names no stay shows the booking page as usual.
    expect((await page(server.url, "/booking?requested=not-a-real-token-at-all-0000")).text).not.toContain("stay-requested");
  });

  it("stores one record for each other creating plain form, however often the page is refreshed", async () => {
    const t = tag();
    const count = (table: "contact_messages" | "event_requests" | "newsletter_subscribers" | "users" | "tender_followers" | "vip_applications", column: string, value: string) =>
      withDatabase(async (db) => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).where(column as never, "=", value as never).executeTakeFirstOrThrow()).n));

    // Contact Us: redirected to the page that says it was sent.
    const contactEmail = `contact-${t}@example.com`;
    const contact = await page(server.url, "/ContactUs", { form: { name: "Mercy Banda", email: contactEmail, phonenumber: "0999 123 456", message: "Is the pool open on Sunday?" } });
    const shown = await followAndRefresh(contact);
    expect(shown.text).toContain(contactsWords.t("en", "contactSubmitted"));
    expect(await count("contact_messages", "email", contactEmail)).toBe(1);

    // Event plan: the wizard's key makes the browser's re-post of the same form a replay.
    const eventPage = await page(server.url, "/EventPlan");
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(eventPage.text)?.[1] ?? "";
    expect(key).not.toBe("");
    const eventEmail = `event-${t}@example.com`;
    for (let i = 0; i < 2; i++) expect((await page(server.url, "/EventPlan", { form: { ...eventRequest(eventEmail, { eventName: `Forum ${t}` }), idempotencyKey: key } })).status).toBe(201);
    expect(await count("event_requests", "contact_email", eventEmail)).toBe(1);

    // Newsletter: redirected back to the page.
    const reader = `reader-${t}@example.com`;
    for (let i = 0; i < 2; i++) expect((await page(server.url, "/newsletter-signup", { form: { newsletter: reader } })).status).toBe(303);
    expect(await count("newsletter_subscribers", "email", reader)).toBe(1);

    // Register (the VIP club page): redirected to the login page; the same form again (answered alike, telling nothing) makes no second account.
    const member = `member-${t}@example.com`;
    const registerForm = { name: "Tiwonge Phiri", email: member, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD };
    for (let i = 0; i < 2; i++) expect((await page(server.url, "/VIPClub", { form: registerForm })).headers.get("location")).toBe("/login?registered=1");
    expect(await count("users", "email", member)).toBe(1);

    // VIP application from the member's dashboard: redirected, and its key makes a re-post a replay.
    const applicant = await createMember(server.url);
    const cookie = await pageCookie(server.url, applicant.email, MEMBER_PASSWORD);
    const dashboard = await page(server.url, "/dashboard", { cookie });
    const vipKey = /name="idempotencyKey" value="([^"]+)"/.exec(dashboard.text)?.[1] ?? randomUUID();
    const application = {
      intent: "apply", idempotencyKey: vipKey, title: "Dr", firstName: "Tiwonge", lastName: `Phiri ${t}`, Company: "Umodzi Holdings", postalAddress: "P.O. Box 31010, Lilongwe 3",
      cell: "0991 234 567", cell2: "+265 881 234 567", nationality: "Malawian", birthDate: "1985-04-02", passportNo: "MA123456", email: applicant.email, sms: "Email", signature: "I consent",
    };
    const applied = await page(server.url, "/dashboard", { cookie, form: application });
    expect(applied.status, applied.text.slice(0, 300)).toBe(302);
    await page(server.url, "/dashboard", { cookie, form: application });
    expect(await count("vip_applications", "last_name", `Phiri ${t}`)).toBe(1);

    // Following a tender: one follower per address, whatever the number of posts.
    const tenderName = `Laundry services ${t}`;
    const { date, time } = hotelClock(new Date(Date.now() + 48 * 3_600_000));
    const tender = await api(server.url, "/api/tender", {
      method: "POST",
      token: staff,
      body: imageForm({ name: tenderName, closingDate: date, closingTime: time }, { bytes: demoPdf(tenderName, ["Terms."]), name: "tender.pdf", type: "application/pdf" }, "document"),
    });
    expect(tender.status, JSON.stringify(tender.body)).toBe(201);
    const bidder = `bidder-${t}@example.com`;
    for (let i = 0; i < 2; i++) expect((await page(server.url, `/Tender/${tender.body.data.id}`, { form: { email: bidder } })).status).toBeLessThan(400);
    expect(await count("tender_followers", "email", bidder)).toBe(1);
  });
});
