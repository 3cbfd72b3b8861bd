import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, loginAsStaff, servers } from "../support/api-client";
import { type RunningServer, startServer } from "../support/start-server";

/** The headers a cache or crawler reads from a page; HEAD must give the same as GET. */
const PAGE_HEADERS = ["content-type", "content-encoding", "vary", "cache-control", "etag", "x-content-type-options", "x-frame-options", "referrer-policy"];

function tomorrowAndAfter(days: number): string {
  // The hotel's zone is UTC+2 all year; a date 10+ days ahead is in the future in any zone.
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(servers())("page heads, favicon and the booking bar on $engine", ({ url }) => {
  it("answers HEAD / as text/html with the same caching headers and ETag as GET, and no body", async () => {
    const get = await fetch(url + "/");
    await get.text();
    const head = await fetch(url + "/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("text/html");
    for (const name of PAGE_HEADERS) expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect(head.headers.get("cache-control")).toContain("s-maxage=60");
    expect(head.headers.get("etag")).toMatch(/^(W\/)?"[^"]+"$/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    // A revalidation by HEAD is answered like GET's.
    const again = await fetch(url + "/", { method: "HEAD", headers: { "if-none-match": get.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("serves /favicon.ico as an icon browsers may cache", async () => {
    const res = await fetch(url + "/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.headers.get("cache-control")).toContain("max-age=");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it("keeps the splash and the hero video out of the server HTML", async () => {
    const res = await api(url, "/");
    expect(res.body).not.toMatch(/<html[^>]*data-splash/);
    expect(res.body).not.toContain("<video");
    // The splash is added by an inline script the page's policy lets run: by its nonce on a
    // fresh render, by its hash on a copy from the render cache (docs/decisions/014).
    const policy = res.headers.get("content-security-policy") ?? "";
    const splash = /<script(?: nonce="([^"]*)")?>(\(function\(\)\{try\{var s=window\.sessionStorage[\s\S]*?)<\/script>/.exec(res.body);
    expect(splash).toBeTruthy();
    const [, nonce, source] = splash!;
    const hash = `'sha256-${createHash("sha256").update(source!, "utf8").digest("base64")}'`;
    expect(nonce ? policy.includes(`'nonce-${nonce}'`) : policy.includes(hash)).toBe(true);
  });

  it("offers the room types staff keep in the booking bar and sends a search that does not add up back to it", async () => {
    const home = await api(url, "/");
    for (const name of ["Classic King", "Presidential Suite"]) expect(home.body).toContain(`<option value="${name}">${name}</option>`);
    const backwards = await api(url, `/booking-search?arrival=${tomorrowAndAfter(12)}&departure=${tomorrowAndAfter(10)}&guests=2`);
    expect(backwards.status).toBe(302);
    expect(backwards.headers.get("location")).toBe("/?booking=departure#book");
    const past = await api(url, `/booking-search?arrival=2020-01-01&departure=2020-01-03&guests=2`);
    expect(past.headers.get("location")).toBe("/?booking=arrival#book");
    const shown = await api(url, "/?booking=departure");
    expect(shown.body).toContain("Please choose a departure date after the arrival date.");
    // Whatever is put in the address, only the hotel's own wording is shown.
    const made = await api(url, "/?booking=%3Cb%3EFree%20rooms%3C%2Fb%3E");
    expect(made.body).not.toContain("Free rooms");
  });

  it("asks for adults and children in the booking bar of the home page and the accommodation page, and hands both on to /booking", async () => {
    for (const path of ["/", "/accomodationService"]) {
      const html = (await api(url, path)).body as string;
      const bar = /<form[^>]*action="\/booking-search"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
      expect(bar, path).toMatch(/<label for="book-adults">Adults<\/label>\s*<select id="book-adults" name="adults"/);
      expect(bar, path).toMatch(/<label for="book-children">Children<\/label>\s*<select id="book-children" name="children"/);
      expect(bar, path).toContain('<option value="0" selected="">0</option>');
    }
    const arrival = tomorrowAndAfter(5);
    const departure = tomorrowAndAfter(7);
    const handed = await api(url, `/booking-search?arrival=${arrival}&departure=${departure}&adults=2&children=1`);
    expect(handed.status).toBe(302);
    const booking = new URL(handed.headers.get("location")!, url);
    expect(booking.pathname).toBe("/booking");
    expect(Object.fromEntries(booking.searchParams)).toEqual({ arrival, departure, adults: "2", children: "1" });
    const page = (await api(url, booking.pathname + booking.search)).body as string;
    expect(page).toContain('id="stay-children"');
    expect(page).toMatch(/name="children"[^>]*value="1"/);
    // A search from the accommodation page that does not add up goes back there, and nowhere else.
    const back = await api(url, `/booking-search?arrival=${departure}&departure=${arrival}&adults=2&from=%2FaccomodationService`);
    expect(back.headers.get("location")).toBe("/accomodationService?booking=departure#book");
    const elsewhere = await api(url, `/booking-search?arrival=${departure}&departure=${arrival}&from=https%3A%2F%2Fevil.example`);
    expect(elsewhere.headers.get("location")).toBe("/?booking=departure#book");
    expect((await api(url, "/accomodationService?booking=departure")).body).toContain("Please choose a departure date after the arrival date.");
  });
});

/**
 * Settings other suites read (villa count, VIP figures, booking engine) are changed on
 * servers of this file's own, one per engine.
 */
describe.each(["sqlite", "postgres"] as const)("home page figures follow the settings on %s", (engine) => {
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false" } });
    admin = await loginAsStaff(server.url);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const put = (body: Record<string, unknown>) => api(server.url, "/api/settings", { method: "PUT", body: JSON.stringify(body), token: admin });

  it("shows the villa count and every VIP benefit figure from the settings", async () => {
    const before = await api(server.url, "/");
    expect(before.body).toContain("16 presidential villas");
    expect(before.body).toContain("Earn 10% of your accommodation and dining spend");

    const saved = await put({
      villaCount: 21,
      vipAccommodationEarnPercent: 12,
      vipDiningEarnPercent: 8,
      vipBestRateDiscountPercent: 15,
      vipSpecialsDiscountPercent: 7,
      vipPointsPer10000Mwk: 3,
      vipDiningDiscountAlonePercent: 20,
      vipDiningDiscountTwoPercent: 40,
      vipDiningDiscountThreePercent: 33,
      vipDiningDiscountGroupPercent: 22,
    });
    expect(saved.status).toBe(200);
    const after = (await api(server.url, "/")).body as string;
    expect(after).toContain("21 presidential villas");
    // On the villa's picture when the room has one, alone on the panel otherwise.
    expect(after).toMatch(/<span class="panel(?:-badge)?-figure">21<\/span>/);
    expect(after).not.toContain("16 presidential villas");
    for (const text of [
      "Earn 12% of your accommodation spend and 8% of your dining spend",
      "A guaranteed 15% off the best available daily rate",
      "7% off advertised specials and weekend price-breaker rates",
      "Up to 40% off dining: 20% dining alone, 40% for two, 33% for three, 22% for groups of 4 to 12",
      "3 points for every MWK 10,000 you spend",
    ]) {
      expect(after).toContain(text);
    }
  });

  it("hands the booking bar's search to /booking without a booking engine, and to the engine once one is set", async () => {
    const arrival = tomorrowAndAfter(10);
    const departure = tomorrowAndAfter(13);
    const search = `/booking-search?arrival=${arrival}&departure=${departure}&adults=3&children=2&room=Classic+Twin`;

    expect((await put({ bookingUrl: "" })).status).toBe(200);
    const enquiry = await api(server.url, search);
    expect(enquiry.status).toBe(302);
    const booking = new URL(enquiry.headers.get("location")!, server.url);
    expect(booking.pathname).toBe("/booking");
    expect(booking.searchParams.get("arrival")).toBe(arrival);
    expect(booking.searchParams.get("departure")).toBe(departure);
    expect(booking.searchParams.get("adults")).toBe("3");
    expect(booking.searchParams.get("children")).toBe("2");
    expect((await fetch(booking)).status).toBe(200);
    // A link from before the bar asked for children: its guests are the adults.
    const older = new URL((await api(server.url, `/booking-search?arrival=${arrival}&departure=${departure}&guests=4`)).headers.get("location")!, server.url);
    expect(Object.fromEntries(older.searchParams)).toMatchObject({ adults: "4", children: "0" });

    expect((await put({ bookingUrl: "https://book.umodzipark.example/reserve?hotel=umodzi" })).status).toBe(200);
    const engine = await api(server.url, search);
    expect(engine.status).toBe(302);
    const target = new URL(engine.headers.get("location")!);
    expect(target.origin + target.pathname).toBe("https://book.umodzipark.example/reserve");
    expect(Object.fromEntries(target.searchParams)).toEqual({ hotel: "umodzi", arrival, departure, adults: "3", children: "2", guests: "5", room: "Classic Twin" });

    // A template gets the dates and party filled in.
    expect((await put({ bookingUrl: "https://book.umodzipark.example/r?in={arrival}&out={departure}&a={adults}&c={children}" })).status).toBe(200);
    const filled = await api(server.url, search);
    expect(filled.headers.get("location")).toBe(`https://book.umodzipark.example/r?in=${arrival}&out=${departure}&a=3&c=2`);
  });

  it("shows a from-MWK price only where staff gave a rate: rooms and offers", async () => {
    const { jpeg, imageForm } = await import("../support/api-client");
    const bytes = await jpeg();
    for (const [name, fee] of [["Classic King", "185000"], ["Classic Twin", "0"]] as const) {
      const res = await fetch(server.url + "/api/rooms", {
        method: "POST",
        headers: { authorization: `Bearer ${admin}` },
        body: imageForm({ name, fee }, { bytes, name: "room.jpg", type: "image/jpeg" }),
      });
      expect(res.status).toBe(201);
    }
    // Offers: the lowest rate staff gave in a group; a group whose rates are all 0 shows none.
    for (const [path, name, fee] of [["/api/promotions", "Weekend", "95000"], ["/api/promotions", "Summer", "120000"], ["/api/festivals", "Christmas", "0"]] as const) {
      const res = await fetch(server.url + path, {
        method: "POST",
        headers: { authorization: `Bearer ${admin}` },
        body: imageForm({ name, fee, message: `${name} at the hotel` }),
      });
      expect(res.status).toBe(201);
    }
    const home = (await api(server.url, "/")).body as string;
    expect(home).toContain("from <strong>MWK 185,000</strong> a night");
    expect(home).toContain("from <strong>MWK 95,000</strong>");
    expect(home).not.toContain("MWK 120,000");
    expect(home.match(/class="card-price"/g)?.length).toBe(2);
  });
});
