import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, loginAsStaff } from "../support/api-client";
import { pageCookie, page as staffPage } from "../support/page-session";
import { type RunningServer, startServer } from "../support/start-server";
import { startSmtpInbox } from "../support/smtp-inbox";
import { EMAIL_DELIVERY_MS, eventually } from "../support/eventually";
import { hotelDate } from "~/lib/dates";

/*
 * MWK first, USD on request (DECISIONS §10). A server of its own per engine: setting an exchange
 * rate changes every page, which would surprise other files' tests on the shared servers.
 */

const RATE = 1750;
const WITH_USD = /MWK ([\d,]+) \(≈ USD ([\d,]+)\)/g;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Every "MWK … (≈ USD …)" on a page, as numbers; each dollar figure must follow from the rate. */
function convertedPrices(html: string): { mwk: number; usd: number }[] {
  const found = [...html.matchAll(WITH_USD)].map((m) => ({ mwk: Number(m[1]!.replace(/,/g, "")), usd: Number(m[2]!.replace(/,/g, "")) }));
  for (const { mwk, usd } of found) {
    const exact = mwk / RATE;
    expect(Math.abs(usd - exact), `MWK ${mwk} → USD ${usd}`).toBeLessThanOrEqual(exact >= 1000 ? 5 : 0.5);
  }
  return found;
}

describe.each(["sqlite", "postgres"] as const)("prices in MWK with dollars on request on %s", (engine) => {
  let server: RunningServer;
  let url: string;
  let staff: string;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  const page = async (path: string, cookie?: string) => {
    const res = await fetch(url + path, cookie ? { headers: { cookie } } : {});
    return { res, html: await res.text() };
  };
  const setRate = (rate: unknown) => api(url, "/api/settings", { method: "PUT", token: staff, body: JSON.stringify({ exchangeRateMwkPerUsd: rate }) });
  const bookingQuery = () => {
    const arrival = addDays(hotelDate(), 40);
    return `/booking?${new URLSearchParams({ arrival, departure: addDays(arrival, 2), adults: "2", children: "0" })}`;
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startServer({ engine, env: { SMTP_URL: inbox.url } });
    url = server.url;
    staff = await loginAsStaff(url);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await inbox?.close();
  });

  it("ships the demo hotel with a rate dated the day it was seeded, offered in the header and the footer", async () => {
    expect((await api(url, "/api/settings")).body.data).toMatchObject({ exchangeRateMwkPerUsd: RATE, exchangeRateSetOn: hotelDate() });
    const { html } = await page("/promotions");
    expect(html).toMatch(/<header[^]*class="currency-choice"[^]*<\/header>/);
    expect(html).toContain('class="currency-switch"');
  });

  it("shows MWK only, and no switch, while no rate is set, even to a visitor asking for dollars", async () => {
    // Staff clear the demo's rate: from here on the server has none, as a hotel that never set one.
    expect((await setRate("")).status).toBe(200);
    expect((await api(url, "/api/settings")).body.data).toMatchObject({ exchangeRateMwkPerUsd: null, exchangeRateSetOn: "" });
    for (const path of ["/accomodationService?currency=USD", "/promotions?currency=USD", `${bookingQuery()}&currency=USD`]) {
      const { res, html } = await page(path);
      expect(res.status, path).toBe(200);
      expect(html, path).toMatch(/MWK \d/);
      expect(html, path).not.toContain("USD");
      expect(html, path).not.toContain('class="currency-switch"');
      expect(html, path).not.toContain('class="currency-choice"');
    }
  });

  it("refuses a rate that is not a positive number, with the field's message, and keeps the old one", async () => {
    for (const bad of [0, -5, "abc", "12.345", "0"]) {
      const res = await setRate(bad);
      expect(res.status, String(bad)).toBe(422);
      expect(res.body.errors.exchangeRateMwkPerUsd, String(bad)).toEqual([
        "Please enter the exchange rate as a positive number of kwacha per US dollar, e.g. 1750 (or leave it blank to show prices in MWK only)",
      ]);
    }
    expect((await api(url, "/api/settings")).body.data.exchangeRateMwkPerUsd).toBeNull();
  });

  it("shows the rate on the settings screen, whose form refuses a rate that is not a positive number", async () => {
    const cookie = await pageCookie(url);
    const screen = await staffPage(url, "/settings", { cookie });
    expect(screen.text).toContain('name="exchangeRateMwkPerUsd"');
    expect(screen.text).toContain("Exchange rate (MWK per USD)");
    const refused = await staffPage(url, "/settings", { cookie, form: { exchangeRateMwkPerUsd: "-1750" } });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain("Please enter the exchange rate as a positive number of kwacha per US dollar");
    expect((await api(url, "/api/settings")).body.data.exchangeRateMwkPerUsd).toBeNull();
  });

  it("with a rate, ?currency=USD adds dollars to every price, remembers the choice, and never mixes the stored pages", async () => {
    const saved = await setRate("1,750");
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await api(url, "/api/settings")).body.data).toMatchObject({ exchangeRateMwkPerUsd: RATE, exchangeRateSetOn: hotelDate() });

    // A normal visitor first, so the plain page is stored before anyone asks for dollars.
    const plainFirst = await page("/promotions");
    expect(plainFirst.html).not.toContain("≈ USD");
    expect(plainFirst.html).toContain("Show approximate US dollars");

    const asked = await page("/accomodationService?currency=USD");
    expect(asked.res.status).toBe(200);
    expect(asked.res.headers.get("set-cookie")).toMatch(/^currency=USD; Path=\/; SameSite=Lax; Max-Age=\d+/);
    expect(asked.res.headers.get("cache-control")).toBe("private, no-store");
    expect(convertedPrices(asked.html).length).toBeGreaterThan(0);
    expect(asked.html).toContain("MWK 285,000 (≈ USD 163)"); // Classic King's demo rate
    expect(asked.html).toContain("Show MWK only");

    // The cookie alone, on the next pages: twice, so the second comes from the render cache.
    for (let i = 0; i < 2; i++) {
      const offers = await page("/promotions", "currency=USD");
      expect(offers.res.headers.get("set-cookie")).toBeNull();
      expect(offers.res.headers.get("vary")).toMatch(/\bCookie\b/);
      expect(offers.res.headers.get("x-render-cache")).toBe(i === 0 ? "miss" : "hit");
      expect(convertedPrices(offers.html).length, `request ${i + 1}`).toBeGreaterThan(0);
    }
    const results = await page(bookingQuery(), "currency=USD");
    expect(convertedPrices(results.html).length).toBeGreaterThan(0);

    // A normal visitor right after still gets kwacha alone, from the cache or not.
    for (const path of ["/promotions", "/accomodationService", bookingQuery()]) {
      const plain = await page(path);
      expect(plain.html, path).toMatch(/MWK \d/);
      expect(plain.html, path).not.toContain("≈ USD");
    }

    // A request sent with dollars chosen: the reference and the guest's email add them beside
    // the kwacha total, which stays the price quoted; the reservations office reads MWK only.
    const search = bookingQuery();
    const query = new URL(url + search).searchParams;
    const roomType = (await api(url, "/api/rooms")).body.data.find((r: { name: string }) => r.name === "Classic King").id;
    const guest = `dollars-${engine}@example.com`;
    const form = new URLSearchParams({ ...Object.fromEntries(query), roomType: String(roomType), rooms: "1", name: "Chikondi Banda", email: guest, phone: "0999 123 456", specialRequests: "" });
    // Post, then redirect (decision 052): the stay's own address shows the reference.
    const sent = await fetch(url + search, { method: "POST", body: form, redirect: "manual", headers: { origin: url, cookie: "currency=USD", "content-type": "application/x-www-form-urlencoded" } });
    expect(sent.status).toBe(303);
    const reference = await (await fetch(new URL(sent.headers.get("location")!, url), { headers: { cookie: "currency=USD" } })).text();
    expect(convertedPrices(reference).length).toBeGreaterThan(0);
    const [email] = await eventually(`the request email to ${guest}`, async () => inbox.to(guest), (found) => found.length > 0, { withinMs: EMAIL_DELIVERY_MS });
    expect(convertedPrices(email!.text).length).toBeGreaterThan(0);
    const office = await eventually("the office's copy", async () => inbox.received.filter((e) => e.text.includes("Chikondi Banda") && !e.to.includes(guest)), (found) => found.length > 0, { withinMs: EMAIL_DELIVERY_MS });
    expect(office[0]!.text).toMatch(/MWK \d/);
    expect(office[0]!.text).not.toContain("USD");
    // An API client asks the same way, with ?currency=USD on the request.
    const apiGuest = `api-dollars-${engine}@example.com`;
    const stayFields = { arrival: query.get("arrival"), departure: query.get("departure"), adults: 2, children: 0, roomType, rooms: 1, name: "Tiwonge Phiri", email: apiGuest, phone: "0999 123 456" };
    expect((await api(url, "/api/reservations?currency=USD", { method: "POST", body: JSON.stringify(stayFields) })).status).toBe(201);
    const [apiEmail] = await eventually(`the request email to ${apiGuest}`, async () => inbox.to(apiGuest), (found) => found.length > 0, { withinMs: EMAIL_DELIVERY_MS });
    expect(convertedPrices(apiEmail!.text).length).toBeGreaterThan(0);
    // The choice is kept with the stay: staff's confirmation, days later, adds dollars too.
    const stay = (await api(url, "/api/reservations?status=requested", { token: staff })).body.data.find((r: { email: string }) => r.email === guest);
    expect((await api(url, `/api/reservations/${stay.id}/confirm`, { method: "POST", token: staff })).status).toBe(200);
    const confirmed = await eventually("the confirmation", async () => inbox.to(guest), (found) => found.length > 1, { withinMs: EMAIL_DELIVERY_MS });
    expect(confirmed[1]!.subject).toContain("confirmed");
    expect(convertedPrices(confirmed[1]!.text).length).toBeGreaterThan(0);

    // ?currency=MWK switches back and is remembered the same way.
    const back = await page("/promotions?currency=MWK", "currency=USD");
    expect(back.res.headers.get("set-cookie")).toMatch(/^currency=MWK;/);
    expect(back.html).not.toContain("≈ USD");
  });

  it("shows MWK only again once staff clear the rate, whatever the visitor chose", async () => {
    expect((await setRate("")).status).toBe(200);
    expect((await api(url, "/api/settings")).body.data).toMatchObject({ exchangeRateMwkPerUsd: null, exchangeRateSetOn: "" });
    const { html } = await page("/promotions", "currency=USD");
    expect(html).not.toContain("USD");
    expect(html).not.toContain('class="currency-switch"');
    expect(html).not.toContain('class="currency-choice"');
    // A guest who asked in dollars is now written to in kwacha alone.
    const guest = `dollars-${engine}@example.com`;
    const stay = (await api(url, "/api/reservations?status=confirmed", { token: staff })).body.data.find((r: { email: string }) => r.email === guest);
    expect((await api(url, `/api/reservations/${stay.id}/cancel`, { method: "POST", token: staff })).status).toBe(200);
    const emails = await eventually("the cancellation", async () => inbox.to(guest), (found) => found.length > 2, { withinMs: EMAIL_DELIVERY_MS });
    expect(emails[2]!.text).toMatch(/MWK \d/);
    expect(emails[2]!.text).not.toContain("USD");
  });
});
