import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { api, imageForm, jpeg, loginAsStaff } from "../support/api-client";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { type ReceivedEmail, startSmtpInbox } from "../support/smtp-inbox";
import { type TestDatabase, withServerDatabase } from "../support/server-database";
import { type RunningServer, startServer } from "../support/start-server";

/**
 * A guest's email leaves with two parts (decision 056): the outbox keeps the text and the HTML,
 * and the relay receives multipart/alternative with both, the HTML on the hotel's layout with the
 * room's picture on the site and the cancel link as a button. Staff's copies stay plain text.
 * When a guest cancels a stay themselves, the reservations address is told (Reply-To the guest);
 * when staff cancel it for the guest, it is not.
 */
const tag = () => randomUUID().slice(0, 8);
const RESERVATIONS = DEFAULT_SITE_SETTINGS.email;

/** The first link in `text` whose path starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const link = text.match(new RegExp(`https?://\\S+?${prefix}/[^\\s)]+`))?.[0];
  if (!link) throw new Error(`no ${prefix} link in:\n${text}`);
  return link;
}

describe.each(["sqlite", "postgres"] as const)("HTML emails, on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let staff: string;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ engine, env: { SEED_DEMO: "false", SMTP_URL: inbox.url, RATE_LIMITS: JSON.stringify({ publicForms: { limit: 1000, windowSeconds: 600 } }) } });
    url = server.url;
    staff = await loginAsStaff(url);
  });

  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  const withDatabase = <T,>(work: (db: TestDatabase) => Promise<T>): Promise<T> => withServerDatabase(server, work);
  const outboxTo = (address: string) =>
    withDatabase((db) => db.selectFrom("email_outbox").select(["kind", "subject", "text_body", "html_body", "reply_to"]).where("to_address", "=", address).orderBy("id").execute());

  /** The emails that reached the relay for `address` whose subject names `reference`, once there are `count`. */
  const relayed = (address: string, reference: string, count: number, what: string): Promise<ReceivedEmail[]> =>
    eventually(what, async () => inbox.to(address).filter((email) => email.subject.includes(reference)), (list) => list.length >= count, { withinMs: EMAIL_DELIVERY_MS });

  async function roomType(): Promise<{ id: number; name: string }> {
    const created = await api(url, "/api/rooms", {
      method: "POST",
      token: staff,
      body: imageForm({ name: `Garden Suite ${tag()}`, fee: "120000", inventory: "3", maxGuests: "2" }, { bytes: await jpeg(800, 533), name: "room.jpg", type: "image/jpeg" }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string };
  }

  async function requestStay(room: { id: number }, guest: string, language: "en" | "ny" = "en") {
    const arrival = addDays(hotelDate(), 40);
    const asked = await api(url, "/api/reservations", {
      method: "POST",
      headers: { "accept-language": language },
      body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType: room.id, rooms: 1, name: "Tiwonge Phiri", email: guest, phone: "+265 991 234 567", specialRequests: "<b>A quiet room</b>" }),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    return { reference: asked.body.reference as string, id: asked.body.data.id as number };
  }

  it("keeps a reservation request's text and HTML in the outbox and sends both as multipart/alternative; staff's copy is text only", async () => {
    const room = await roomType();
    const guest = `guest-${tag()}@example.com`;
    const { reference } = await requestStay(room, guest);

    const [row] = await outboxTo(guest);
    expect(row?.kind).toBe("reservation-requested");
    expect(row?.text_body).toContain(`Reference: ${reference}`);
    const html = row?.html_body ?? "";
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain(`>${reference}</td>`);
    expect(html).toContain("&lt;b&gt;A quiet room&lt;/b&gt;");
    expect(html).not.toMatch(/<script|<link|<style/i);

    const [received] = await relayed(guest, reference, 1, "the guest's acknowledgement");
    expect(received?.contentType).toMatch(/^multipart\/alternative;/);
    expect(received?.text).toBe(row?.text_body);
    expect(received?.html).toBe(html);

    // The cancel link is the text's and the HTML's, a button in the HTML.
    const cancel = linkIn(received?.text ?? "", "/booking/cancel");
    expect(html).toContain(`<a href="${cancel}" style="display:inline-block;`);

    // The room's picture is a JPEG on the site itself, which a mail client can fetch.
    const src = html.match(/<img src="([^"]+)"/)?.[1] ?? "";
    expect(src.startsWith(`${url}/media/`)).toBe(true);
    const picture = await fetch(src);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");
    expect(html).toContain(`alt="${room.name}"`);

    // Staff's copy: plain text, in the outbox and at the relay.
    const [toStaff] = await relayed(RESERVATIONS, reference, 1, "the reservations address's copy");
    expect(toStaff?.contentType).toMatch(/^text\/plain/);
    expect(toStaff?.html).toBeNull();
    const staffRow = (await outboxTo(RESERVATIONS)).find((email) => email.subject.includes(reference));
    expect(staffRow?.html_body).toBeNull();
  });

  it("writes a Chichewa guest's HTML in Chichewa", async () => {
    const room = await roomType();
    const guest = `mlendo-${tag()}@example.com`;
    const { reference } = await requestStay(room, guest, "ny");
    const [received] = await relayed(guest, reference, 1, "the Chichewa acknowledgement");
    expect(received?.html).toContain('<html lang="ny" dir="ltr">');
    expect(received?.html).toContain(">Letsani reservation iyi</a>");
    expect(received?.html).toContain(">Nambala yodziwira</th>");
  });

  it("tells the reservations address, Reply-To the guest, when a guest cancels through their link", async () => {
    const room = await roomType();
    const guest = `cancels-${tag()}@example.com`;
    const { reference } = await requestStay(room, guest);
    const [acknowledgement] = await relayed(guest, reference, 1, "the acknowledgement");
    const cancel = linkIn(acknowledgement?.text ?? "", "/booking/cancel");

    const pressed = await fetch(cancel, { method: "POST", headers: { origin: url, "content-type": "application/x-www-form-urlencoded" }, body: "" });
    expect(pressed.status).toBe(200);

    const toStaff = await relayed(RESERVATIONS, `Reservation ${reference} cancelled by the guest`, 1, "the staff's note of the cancellation");
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]?.subject).toBe(`Reservation ${reference} cancelled by the guest: ${room.name}, ${addDays(hotelDate(), 40)}`);
    expect(toStaff[0]?.replyTo).toBe(guest);
    expect(toStaff[0]?.contentType).toMatch(/^text\/plain/);
    expect(toStaff[0]?.text).toContain("The guest cancelled this reservation request through the");
    expect(toStaff[0]?.text).toContain(`Guest: Tiwonge Phiri\nEmail: ${guest}`);
    expect(toStaff[0]?.text).toContain(`Reference: ${reference}`);
    // The guest hears of it too, in HTML with nothing left to cancel.
    const [, cancelled] = await relayed(guest, reference, 2, "the guest's cancellation");
    expect(cancelled?.html).toContain(`${reference}`);
    expect(cancelled?.html).not.toContain("/booking/cancel/");
  });

  it("tells the reservations address when a guest cancels a confirmed stay, and not when staff cancel one for a guest", async () => {
    const room = await roomType();
    const guest = `confirmed-${tag()}@example.com`;
    const { reference, id } = await requestStay(room, guest);
    expect((await api(url, `/api/reservations/${id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const [, confirmed] = await relayed(guest, reference, 2, "the confirmation");
    expect(confirmed?.contentType).toMatch(/^multipart\/alternative;/);
    const cancel = linkIn(confirmed?.text ?? "", "/booking/cancel");
    expect(confirmed?.html).toContain(`<a href="${cancel}" style="display:inline-block;`);
    expect((await fetch(cancel, { method: "POST", headers: { origin: url, "content-type": "application/x-www-form-urlencoded" }, body: "" })).status).toBe(200);
    const [note] = await relayed(RESERVATIONS, `Reservation ${reference} cancelled by the guest`, 1, "the staff's note");
    expect(note?.text).toContain("The guest cancelled this confirmed reservation through the");

    // Staff cancelling at a guest's request know already: the guest is emailed, the inbox is not.
    const other = `phoned-${tag()}@example.com`;
    const second = await requestStay(room, other);
    expect((await api(url, `/api/reservations/${second.id}/cancel`, { method: "POST", token: staff })).status).toBe(200);
    await relayed(other, second.reference, 2, "the phoned guest's cancellation");
    const kinds = (await outboxTo(RESERVATIONS)).filter((email) => email.subject.includes(second.reference)).map((email) => email.kind);
    expect(kinds).toEqual(["reservation-staff"]);
  });
});
