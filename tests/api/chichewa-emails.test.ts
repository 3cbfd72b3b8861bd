import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelClock, hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { demoPdf } from "../../db/seed/demo-pdf";
import { api, imageForm, jpeg, loginAs, loginAsStaff, MEMBER_PASSWORD } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { type ReceivedEmail, startSmtpInbox } from "../support/smtp-inbox";
import { type TestDatabase, withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * A guest gets the site's emails in the language they used on it (DECISIONS §10, decision 046):
 * at once for what they do (a Chichewa page's form, or the API with `Accept-Language: ny`), and
 * later too, when staff answer a reservation or a VIP application, from the language stored with
 * it. A Chichewa email's links lead to the /ny/ pages. Staff's own copies stay English, and an
 * English guest's emails read as they always did.
 */
const hotelName = DEFAULT_SITE_SETTINGS.hotelName;
const tag = () => randomUUID().slice(0, 8);
const CHICHEWA_MONTHS = /Januwale|Febuluwale|Malichi|Epulo|Meyi|Juni|Julayi|Ogasiti|Seputembala|Okutobala|Novembala|Disembala/;
const CHICHEWA_WEEKDAYS = /Lamulungu|Lolemba|Lachiwiri|Lachitatu|Lachinayi|Lachisanu|Loweruka/;

/** "Thu 10 Dec 2026": a calendar day as an English guest's email writes it. */
function readableDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" }).format(day);
  return `${part({ weekday: "short" })} ${part({ day: "numeric", month: "short", year: "numeric" })}`;
}

/** The first link in `text` whose path starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const link = text.match(new RegExp(`https?://\\S+?${prefix}/[^\\s)]+`))?.[0];
  if (!link) throw new Error(`no ${prefix} link in:\n${text}`);
  return link;
}

describe.each(["sqlite", "postgres"] as const)("emails in the guest's language, on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let staff: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const limit = { limit: 1000, windowSeconds: 600 };
    server = await startServer({
      engine,
      env: {
        SEED_DEMO: "false",
        SMTP_URL: inbox.url,
        RATE_LIMITS: JSON.stringify({ publicForms: limit, register: limit, passwordReset: limit, loginPerAddress: { limit: 1000, windowSeconds: 60 } }),
      },
    });
    url = server.url;
    staff = await loginAsStaff(url);
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  const withDatabase = <T,>(work: (db: TestDatabase) => Promise<T>): Promise<T> => withServerDatabase(server, work);

  /** The `count`-th email to `address` (1-based), once it has reached the relay. */
  async function nthEmailTo(address: string, count: number, what: string): Promise<ReceivedEmail> {
    const emails = await eventually(what, async () => inbox.to(address), (list) => list.length >= count, { withinMs: EMAIL_DELIVERY_MS });
    return emails[count - 1]!;
  }

  /** A form posted from a page, as a browser without JavaScript sends it. */
  const postForm = (pathname: string, fields: Record<string, string>) =>
    api(url, pathname, { method: "POST", headers: { origin: url, accept: "text/html", "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
  /** Presses a link page's button. */
  const pressButton = (link: string) => fetch(link, { method: "POST", headers: { origin: new URL(link).origin, "content-type": "application/x-www-form-urlencoded" }, body: "" });

  it("confirms a newsletter sign-up from a Chichewa page in Chichewa, its links leading to the /ny/ pages", async () => {
    const reader = `owerenga-${tag()}@example.com`;
    const signup = await postForm("/ny/newsletter-signup", { newsletter: reader });
    expect(signup.status).toBe(303);
    const email = await nthEmailTo(reader, 1, "the Chichewa confirmation");
    expect(email.subject).toBe(`Tsimikizani kulembetsa kalata ya nkhani ya ${hotelName}`);
    expect(email.text).toMatch(/^Moni,\n\nMunthu wina, mwina inuyo, wapempha kuti kalata ya nkhani/);
    const confirm = linkIn(email.text, "/newsletter-confirm");
    expect(confirm.startsWith(`${url}/ny/newsletter-confirm/`)).toBe(true);
    expect(linkIn(email.text, "/unsubscribe").startsWith(`${url}/ny/unsubscribe/`)).toBe(true);
    expect(email.text).toContain(`Siyani kulandira: ${url}/ny/unsubscribe/`);

    // The link opens the Chichewa page, whose button confirms.
    const opened = await fetch(confirm);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<html lang="ny"');
    expect((await pressButton(confirm)).status).toBe(200);
    const row = await withDatabase((db) => db.selectFrom("newsletter_subscribers").select("confirmed_at").where("email", "=", reader).executeTakeFirstOrThrow());
    expect(row.confirmed_at).not.toBeNull();

    // The English page's form: English, as before.
    const english = `reader-${tag()}@example.com`;
    expect((await postForm("/newsletter-signup", { newsletter: english })).status).toBe(303);
    const englishEmail = await nthEmailTo(english, 1, "the English confirmation");
    expect(englishEmail.subject).toBe(`Confirm your ${hotelName} newsletter subscription`);
    expect(linkIn(englishEmail.text, "/newsletter-confirm").startsWith(`${url}/newsletter-confirm/`)).toBe(true);
    expect(englishEmail.text).not.toContain("/ny/");
  });

  /** A room type of its own, so no other test's stays count. */
  async function roomType(): Promise<{ id: number; name: string }> {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Chipinda ${tag()}`, fee: "95000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(200, 200), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string };
  }

  const stay = (roomTypeId: number, arrival: string, email: string) => ({
    arrival, departure: addDays(arrival, 2), adults: 2, children: 1, roomType: roomTypeId, rooms: 2,
    name: "Chisomo Banda", email, phone: "+265 991 234 567", specialRequests: "Chipinda chopanda phokoso, chonde.",
  });

  it("answers a reservation asked for in Chichewa in Chichewa, and staff's confirmation later too, from the language kept with it", async () => {
    const room = await roomType();
    const guest = `mlendo-${tag()}@example.com`;
    const arrival = addDays(hotelDate(), 30);
    const asked = await api(url, "/api/reservations", { method: "POST", headers: { "accept-language": "ny" }, body: JSON.stringify(stay(room.id, arrival, guest)) });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const reference = asked.body.reference as string;
    const reservationId = asked.body.data.id as number;
    expect(await withDatabase((db) => db.selectFrom("reservations").select("language").where("id", "=", reservationId).executeTakeFirstOrThrow())).toEqual({ language: "ny" });

    const received = await nthEmailTo(guest, 1, "the Chichewa acknowledgement");
    expect(received.subject).toBe(`Pempho lanu la reservation ${reference}`);
    expect(received.text).toContain("Wokondedwa Chisomo Banda,");
    expect(received.text).toContain(`Chipinda: 2 × ${room.name}`);
    expect(received.text).toMatch(new RegExp(`\nKufika: (${CHICHEWA_WEEKDAYS.source}) \\d{1,2} (${CHICHEWA_MONTHS.source}) \\d{4}, kulowa kuyambira 14:00\n`));
    expect(received.text).toContain("(mausiku 2), kutuluka pofika 11:00");
    expect(received.text).toContain("Alendo: akuluakulu 2, mwana 1");
    expect(received.text).toContain("Sitikutenga malipiro alionse pano: mudzalipira ku hotelo.");
    expect(linkIn(received.text, "/booking/cancel").startsWith(`${url}/ny/booking/cancel/`)).toBe(true);

    // The reservations address reads its copy in English.
    await expect.poll(() => inbox.received.filter((m) => m.subject.includes(reference) && m.to.includes(DEFAULT_SITE_SETTINGS.email)).length, { timeout: EMAIL_DELIVERY_MS }).toBe(1);
    const toStaff = inbox.received.find((m) => m.subject.includes(reference) && m.to.includes(DEFAULT_SITE_SETTINGS.email))!;
    expect(toStaff.subject).toBe(`New reservation request ${reference}: ${room.name}, ${arrival}`);
    expect(toStaff.text).toContain("Guests: 2 adults, 1 child");

    // Staff confirm from the back-office in English: the guest still reads Chichewa.
    expect((await api(url, `/api/reservations/${reservationId}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const confirmed = await nthEmailTo(guest, 2, "the Chichewa confirmation");
    expect(confirmed.subject).toBe(`Reservation yanu ${reference} yatsimikizidwa`);
    expect(confirmed.text).toContain(`Nkhani yabwino: reservation yanu ${reference} yatsimikizidwa.`);
    const cancel = linkIn(confirmed.text, "/booking/cancel");
    expect(cancel.startsWith(`${url}/ny/booking/cancel/`)).toBe(true);

    // Its cancel link opens the Chichewa page; cancelling there is told in Chichewa.
    const opened = await fetch(cancel);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<html lang="ny"');
    expect((await pressButton(cancel)).status).toBe(200);
    const cancelled = await nthEmailTo(guest, 3, "the Chichewa cancellation");
    expect(cancelled.subject).toBe(`Reservation yanu ${reference} yaletsedwa`);
  });

  it("keeps an English guest's reservation emails in English, word for word", async () => {
    const room = await roomType();
    const guest = `guest-${tag()}@example.com`;
    const arrival = addDays(hotelDate(), 31);
    const asked = await api(url, "/api/reservations", { method: "POST", body: JSON.stringify(stay(room.id, arrival, guest)) });
    expect(asked.status).toBe(201);
    const reference = asked.body.reference as string;
    const received = await nthEmailTo(guest, 1, "the English acknowledgement");
    expect(received.subject).toBe(`Your reservation request ${reference}`);
    const cancelLink = linkIn(received.text, "/booking/cancel");
    expect(cancelLink.startsWith(`${url}/booking/cancel/`)).toBe(true);
    expect(received.text).toBe(
      [
        "Dear Chisomo Banda,",
        "",
        `Thank you for choosing ${hotelName}. Our reservations team will confirm your request by email; until then no room is held for you.`,
        "",
        `Reference: ${reference}`,
        `Room: 2 × ${room.name}`,
        `Arrival: ${readableDate(arrival)}, check-in from 14:00`,
        `Departure: ${readableDate(addDays(arrival, 2))} (2 nights), check-out by 11:00`,
        "Guests: 2 adults, 1 child",
        "Price: MWK 380,000",
        "",
        "Special requests:",
        "Chipinda chopanda phokoso, chonde.",
        "",
        "No payment is taken: you pay at the hotel.",
        "",
        `To cancel, open: ${cancelLink}`,
        "",
        hotelName,
      ].join("\n"),
    );
    expect((await api(url, `/api/reservations/${asked.body.data.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const confirmed = await nthEmailTo(guest, 2, "the English confirmation");
    expect(confirmed.subject).toBe(`Your reservation ${reference} is confirmed`);
    expect(confirmed.text).toContain(`Good news: your reservation ${reference} is confirmed. We look forward to welcoming you.`);
    expect(confirmed.text).not.toContain("/ny/");
  });

  it("acknowledges an event request sent in Chichewa in Chichewa, the sales copy in English", async () => {
    const t = tag();
    const guest = `thoko-${t}@example.com`;
    const body = {
      eventName: `Msonkhano wa Alimi ${t}`, eventDatesS: addDays(hotelDate(), 20), eventDatesE: addDays(hotelDate(), 21), eventType: "seminar", numRooms: "4",
      Attendees: "120", serviceType: "PA System", space: "SchoolRooms", firstName: "Thoko", lastName: "Mwale", contactEmail: guest, phoneNumber: "+265 888 765 432",
      additionalInfo: "Chakudya cha masana cha anthu 30.",
    };
    const res = await api(url, "/api/bookEvent?lang=ny", { method: "POST", body: JSON.stringify(body) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const reference = res.body.reference as string;
    const email = await nthEmailTo(guest, 1, "the Chichewa acknowledgement");
    expect(email.subject).toBe(`Pempho lanu la mtengo wa chochitika ${reference}`);
    expect(email.text).toContain("Wokondedwa Thoko Mwale,");
    expect(email.text).toContain("Opezekapo: 120");
    expect(await withDatabase((db) => db.selectFrom("event_requests").select("language").where("reference", "=", reference).executeTakeFirstOrThrow())).toEqual({ language: "ny" });
    await expect.poll(() => inbox.received.filter((m) => m.subject === `New event request ${reference}: ${body.eventName}`).length, { timeout: EMAIL_DELIVERY_MS }).toBe(1);
  });

  it("writes to a member who registered in Chichewa in Chichewa: welcome, application, approval, reset and email change", async () => {
    const member = `membala-${tag()}@example.com`;
    const registered = await postForm("/ny/VIPClub", { name: "Chikondi Phiri", email: member, password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD });
    expect(registered.status).toBe(302);
    const welcome = await nthEmailTo(member, 1, "the Chichewa welcome");
    expect(welcome.subject).toBe(`Takulandirani ku ${hotelName} VIP Club`);
    expect(await withDatabase((db) => db.selectFrom("users").select("language").where("email", "=", member).executeTakeFirstOrThrow())).toEqual({ language: "ny" });

    // An application sent with Accept-Language: ny, approved later by staff in English.
    const token = await loginAs(url, member, MEMBER_PASSWORD);
    const application = {
      title: "Dr", firstName: "Chikondi", lastName: `Phiri ${tag()}`, Company: "Umodzi Holdings", postalAddress: "P.O. Box 31010, Lilongwe 3", cell: "0991 234 567",
      cell2: "+265 881 234 567", nationality: "Malawian", birthDate: "1985-04-02", passportNo: "MA123456", email: member, sms: "Email", signature: "I consent",
    };
    const applied = await api(url, "/api/VipClub", { method: "POST", token, headers: { "accept-language": "ny-MW, en;q=0.5" }, body: JSON.stringify(application) });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const underReview = await nthEmailTo(member, 2, "the Chichewa 'under review'");
    expect(underReview.subject).toBe(`Pempho lanu la ${hotelName} VIP Club likuunikidwa`);
    expect((await api(url, `/api/VipClub/${applied.body.data.id}/review`, { method: "PUT", token: staff, body: JSON.stringify({ decision: "approve" }) })).status).toBe(200);
    const approved = await nthEmailTo(member, 3, "the Chichewa approval");
    expect(approved.subject).toBe(`Umembala wanu wa ${hotelName} VIP Club wavomerezedwa`);
    expect(approved.text).toMatch(new RegExp(`Umembala wanu ukugwira ntchito mpaka \\d{1,2} (${CHICHEWA_MONTHS.source}) \\d{4}\\.`));

    // A forgotten password asked for on the Chichewa page: the link opens the Chichewa page.
    expect((await postForm("/ny/forgetPassword", { email: member })).status).toBe(200);
    const reset = await nthEmailTo(member, 4, "the Chichewa reset link");
    expect(reset.subject).toBe(`Sinthani mawu achinsinsi anu a ${hotelName}`);
    expect(linkIn(reset.text, "/reset-password").startsWith(`${url}/ny/reset-password/`)).toBe(true);

    // A new email asked for in Chichewa: the link to it leads to the Chichewa page; once
    // confirmed, the old address is told in the account's language.
    const newAddress = `chatsopano-${tag()}@example.com`;
    const change = await api(url, "/api/user?lang=ny", { method: "PUT", token, body: JSON.stringify({ name: "Chikondi Phiri", email: newAddress, current_password: MEMBER_PASSWORD }) });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    const confirmChange = await nthEmailTo(newAddress, 1, "the Chichewa confirm-email link");
    expect(confirmChange.subject).toBe(`Tsimikizani imelo yanu yatsopano ya ${hotelName}`);
    const link = linkIn(confirmChange.text, "/confirm-email");
    expect(link.startsWith(`${url}/ny/confirm-email/`)).toBe(true);
    expect((await pressButton(link)).status).toBe(200);
    const told = await nthEmailTo(member, 5, "the Chichewa notice to the old address");
    expect(told.subject).toBe(`Akaunti yanu ya ${hotelName} ili ndi imelo yatsopano`);

    // Saving the profile from an English page makes the account English again.
    const newToken = await loginAs(url, newAddress, MEMBER_PASSWORD);
    expect((await api(url, "/api/user?lang=en", { method: "PUT", token: newToken, body: JSON.stringify({ name: "Chikondi Phiri", email: newAddress }) })).status).toBe(200);
    expect(await withDatabase((db) => db.selectFrom("users").select("language").where("email", "=", newAddress).executeTakeFirstOrThrow())).toEqual({ language: "en" });
  });

  it("tells a tender's Chichewa follower of an addendum in Chichewa, with its links to the /ny/ pages", async () => {
    const name = `Mipando ya Holo ${tag()}`;
    const { date, time } = hotelClock(new Date(Date.now() + 12 * 24 * 3_600_000));
    const pdf = (title: string) => ({ bytes: demoPdf(title, ["For the Chichewa emails test."]), name: "upload.pdf", type: "application/pdf" });
    const tender = await api(url, "/api/tender", { method: "POST", token: staff, body: imageForm({ name, closingDate: date, closingTime: time }, pdf(name), "document") });
    expect(tender.status, JSON.stringify(tender.body)).toBe(201);
    const tenderId = tender.body.data.id as number;
    const follower = `wotsatira-${tag()}@example.com`;
    expect((await api(url, `/api/tender/${tenderId}/followers?lang=ny`, { method: "POST", body: JSON.stringify({ email: follower }) })).status).toBe(201);
    const confirmation = await nthEmailTo(follower, 1, "the Chichewa follow confirmation");
    expect(confirmation.subject).toBe(`Tsimikizani kulandira nkhani za tender “${name}”`);
    expect(confirmation.text).toContain(`${url}/ny/Tender/${tenderId}`);
    expect(confirmation.text).toMatch(CHICHEWA_MONTHS);
    expect(confirmation.text).toContain("(nthawi ya ku Lilongwe)");
    const confirm = linkIn(confirmation.text, "/tender-updates/confirm");
    expect(confirm.startsWith(`${url}/ny/tender-updates/confirm/`)).toBe(true);
    expect((await pressButton(confirm)).status).toBe(200);

    const posted = await api(url, `/api/tender/${tenderId}/addenda`, { method: "POST", token: staff, body: imageForm({ title: "Addendum 1" }, pdf("Addendum 1"), "file") });
    expect(posted.status).toBe(201);
    const addendum = await nthEmailTo(follower, 2, "the Chichewa addendum notice");
    expect(addendum.subject).toBe(`Zowonjezera (addendum) pa tender “${name}”: Addendum 1`);
    expect(addendum.text).toMatch(/Tsitsani \(PDF\): http:\/\/\S+/);
    expect(linkIn(addendum.text, "/tender-updates/unsubscribe").startsWith(`${url}/ny/tender-updates/unsubscribe/`)).toBe(true);
  });
});
