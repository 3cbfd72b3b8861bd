import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/reservations/stay-rules";
import { catalogueSource } from "../support/catalogue-source";
import { api, imageForm, jpeg, loginAsStaff, servers } from "../support/api-client";
import { reservationSettingsWords } from "~/features/reservations/reservations.settings";
import { withServerDatabase } from "../support/server-database";

const ny = catalogueSource("features/reservations/components/reservation.messages.json").ny;

/** A room type's result on /booking: its list item's HTML, up to the next result or the end of the list. */
function resultOf(html: string, roomName: string): string {
  const start = html.indexOf(`data-room-type="${roomName}"`);
  expect(start, `${roomName} is listed`).toBeGreaterThan(-1);
  const ends = [html.indexOf("data-room-type=", start + 1), html.indexOf("</ol>", start)].filter((index) => index > -1);
  return html.slice(start, Math.min(...ends));
}

/**
 * /booking as a guest trusts it (issue "a booking a guest trusts"): the answer first, each room
 * type with its picture, its price a night and for the stay, what its rate includes, the times
 * and the cancellation terms of the settings, named once per language; the home page's chips
 * follow the room types staff keep.
 */
describe.each(servers())("the booking page and the room chips on $engine", (server) => {
  const { url } = server;
  let staff: string;
  beforeAll(async () => void (staff = await loginAsStaff(url)));

  async function roomType(fields: Record<string, string>) {
    const created = await api(url, "/api/rooms", { method: "POST", token: staff, body: imageForm(fields, { bytes: await jpeg(240, 160), name: "room.jpg", type: "image/jpeg" }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.data as { id: number; name: string; inclusions: string | null };
  }

  it("shows the answer before the search, with the room's picture, price a night and for the stay, inclusions, times and terms", async () => {
    const name = `Garden Suite ${randomUUID().slice(0, 6)}`;
    const room = await roomType({ name, fee: "200000", inventory: "3", maxGuests: "2", inclusions: "Breakfast for two\nWi-Fi\nAirport transfer", inclusions_ny: "Chakudya cham'mawa\nWi-Fi" });
    // A form's lines come as the browser sends a textarea's: CRLF.
    expect(room.inclusions?.split(/\r?\n/)).toEqual(["Breakfast for two", "Wi-Fi", "Airport transfer"]);
    const arrival = addDays(hotelDate(), 40);
    const query = new URLSearchParams({ arrival, departure: addDays(arrival, 3), adults: "2", children: "0", roomType: String(room.id) });
    const html = await (await fetch(`${url}/booking?${query}`)).text();

    // The results come first: their heading before the (folded) search form, and no hero.
    expect(html.indexOf('id="stay-results-title"')).toBeGreaterThan(-1);
    expect(html.indexOf('id="stay-results-title"')).toBeLessThan(html.indexOf('id="stay-search-title"'));
    expect(html).toMatch(/<details class="stay-change"><summary>Change dates or guests<\/summary>/);
    expect(html).not.toContain('class="page-hero');

    const result = resultOf(html, name);
    expect(result).toMatch(/<img[^>]*class="stay-result-media"/);
    expect(result).toContain("<strong>MWK 200,000</strong> a night");
    expect(result).toContain("<strong>MWK 600,000</strong> for the stay");
    for (const item of ["Breakfast for two", "Wi-Fi", "Airport transfer"]) expect(result).toContain(`<li>${item}</li>`);
    expect(result).toContain("Check-in from 14:00 · check-out by 11:00");
    expect(result).toMatch(/Free cancellation until \w{3} \d{1,2} \w{3}; after that the first night may be charged\./);

    // The search form has the home bar's own controls: lists for the party, the room types by id.
    expect(html).toMatch(/<select id="stay-adults" name="adults"/);
    expect(html).toMatch(new RegExp(`<option value="${room.id}"[^>]*>${name}</option>`));

    // In Chichewa: the rate's inclusions as staff wrote them in Chichewa, the times and terms in Chichewa.
    const chichewa = resultOf(await (await fetch(`${url}/ny/booking?${query}`)).text(), name);
    expect(chichewa).toContain("<li>Chakudya cham&#x27;mawa</li>");
    expect(chichewa).not.toContain("Airport transfer");
    expect(chichewa).toContain(ny.stayTimes!.replace("{checkIn}", "14:00").replace("{checkOut}", "11:00"));
  });

  it("follows the settings' check-in and check-out hours and free cancellation, and refuses an hour past 23", async () => {
    const room = await roomType({ name: `Terms Room ${randomUUID().slice(0, 6)}`, fee: "90000", inventory: "2", maxGuests: "2" });
    const before = (await api(url, "/api/settings")).body.data as { checkInHour: number; checkOutHour: number; freeCancellationDays: number };
    expect(before).toMatchObject({ checkInHour: 14, checkOutHour: 11, freeCancellationDays: 2 });
    try {
      const wrong = await api(url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ checkInHour: 24 }) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.checkInHour).toEqual([reservationSettingsWords.t("en", "hourInvalid")]);

      const saved = await api(url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ checkInHour: 15, checkOutHour: 10, freeCancellationDays: 7 }) });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Arriving in five days: the seven days of free cancellation are already behind.
      const soon = addDays(hotelDate(), 5);
      const html = await (await fetch(`${url}/booking?${new URLSearchParams({ arrival: soon, departure: addDays(soon, 1), adults: "1", roomType: String(room.id) })}`)).text();
      const result = resultOf(html, room.name);
      expect(result).toContain("Check-in from 15:00 · check-out by 10:00");
      expect(result).toContain("Cancelling is no longer free for these dates: the first night may be charged.");
    } finally {
      await api(url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ checkInHour: before.checkInHour, checkOutHour: before.checkOutHour, freeCancellationDays: before.freeCancellationDays }) });
    }
  });

  it("keeps a room's inclusions when a client edits it without them, and clears them when sent empty", async () => {
    const room = await roomType({ name: `Keep Room ${randomUUID().slice(0, 6)}`, fee: "90000", inventory: "1", maxGuests: "2", inclusions: "Breakfast" });
    const renamed = await api(url, `/api/rooms/${room.id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: room.name, fee: 95000 }) });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.inclusions).toBe("Breakfast");
    const cleared = await api(url, `/api/rooms/${room.id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: room.name, inclusions: "" }) });
    expect(cleared.body.data.inclusions).toBeNull();
  });

  it("opens the stay's own page from the email's link: the room's picture, the stay, the times and terms, the hotel's address with a map link, and cancel", async () => {
    const room = await roomType({ name: `Stay Page Room ${randomUUID().slice(0, 6)}`, name_ny: "Chipinda cha Mayeso", fee: "110000", inventory: "2", maxGuests: "2" });
    const arrival = addDays(hotelDate(), 25);
    const email = `stay-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await api(url, "/api/reservations", {
      method: "POST",
      body: JSON.stringify({ arrival, departure: addDays(arrival, 2), adults: 2, children: 0, roomType: room.id, name: "Thoko Mwale", email, phone: "+265 991 234 567" }),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const [sent] = await withServerDatabase(server, (db) => db.selectFrom("email_outbox").select("text_body").where("to_address", "=", email).execute());
    const link = /https?:\/\/\S+(\/booking\/cancel\/[A-Za-z0-9_-]+)/.exec(sent!.text_body)![1]!;
    const settings = (await api(url, "/api/settings")).body.data as { address: string; phone24h: string };

    const html = await (await fetch(`${url}${link}`)).text();
    expect(html).toMatch(/<h1 id="booking-cancel-title">Your stay<\/h1>/);
    expect(html).toContain(`Your reference: <strong>${asked.body.reference}</strong>`);
    expect(html).toMatch(/<img[^>]*class="stay-page-media"/);
    expect(html).toMatch(new RegExp(`>1<!-- --> × <span>${room.name}</span>`));
    expect(html).toContain("Awaiting confirmation by our reservations team");
    expect(html).toContain("MWK 220,000, paid at the hotel");
    expect(html).toContain("Check-in from 14:00 · check-out by 11:00");
    expect(html).toContain(`href="https://www.google.com/maps/search/?api=1&amp;query=${encodeURIComponent(settings.address).replace(/&/g, "&amp;")}"`);
    expect(html).toMatch(/<button type="submit"[^>]*>Cancel this reservation<\/button>/);
    // In Chichewa the room keeps its Chichewa name.
    expect(await (await fetch(`${url}/ny${link}`)).text()).toMatch(/>1<!-- --> × <span>Chipinda cha Mayeso<\/span>/);
  });

  it("gives a new room type its own chip on the home page, named in the page's language, that shows only its card", async () => {
    const name = `Garden Lodge ${randomUUID().slice(0, 6)}`;
    const slug = name.toLowerCase().replace(/\s+/g, "-");
    await roomType({ name, name_ny: `Nyumba ya Munda ${slug.slice(-6)}`, fee: "150000", inventory: "1", maxGuests: "2" });
    const home = await (await fetch(`${url}/`)).text();
    expect(home).toContain(`href="/?room=${slug}#room-filters"`);
    const filtered = await (await fetch(`${url}/?room=${slug}`)).text();
    expect(filtered).toMatch(new RegExp(`aria-current="true" href="/\\?room=${slug}#room-filters"`));
    expect([...filtered.matchAll(/data-room-name="([^"]+)"/g)].map((m) => m[1])).toEqual([name]);
    // The Chichewa home page names it as staff did in Chichewa, on its chip and in the bar's list, whose value stays the English name /booking-search finds.
    const chichewa = await (await fetch(`${url}/ny`)).text();
    expect(chichewa).toMatch(new RegExp(`href="/ny\\?room=${slug}#room-filters"[^>]*>Nyumba ya Munda ${slug.slice(-6)}</a>`));
    expect(chichewa).toContain(`<option value="${name}">Nyumba ya Munda ${slug.slice(-6)}</option>`);
  });
});
