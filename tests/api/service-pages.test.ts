import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/platform/db/db.server";
import { api, imageForm, jpeg, loginAs, loginAsStaff, MEMBER_PASSWORD, servers } from "../support/api-client";
import { eventually } from "../support/eventually";
import { type RunningServer, startServer } from "../support/start-server";
import { authWords } from "~/platform/auth/auth-words";
import { accountCatalog } from "~/routes/account/account-catalog";
import { fieldWords } from "~/platform/forms/field-words";
import { limitsWords } from "~/platform/limits/limits-words";

/**
 * The hotel's service pages (SPEC §2): server-rendered from the records and settings, each
 * readable without JavaScript, and the VIP Club's Register Now form as a page action.
 */

/** The page's HTML with React's escaping undone for the characters these checks use. */
async function page(url: string, pathname: string) {
  const res = await api(url, pathname);
  const html = typeof res.body === "string" ? res.body.replaceAll("&amp;", "&").replaceAll("&#x27;", "'") : "";
  return { status: res.status, html };
}

/** The capacity chart's rows as the page shows them: room name → layout → cell text. */
function chartRows(html: string): Map<string, Record<string, string>> {
  const rows = new Map<string, Record<string, string>>();
  for (const row of html.matchAll(/<tr data-room="([^"]+)">(.*?)<\/tr>/g)) {
    const cells: Record<string, string> = {};
    for (const cell of (row[2] ?? "").matchAll(/<td data-layout="([a-z_]+)">(.*?)<\/td>/g)) cells[cell[1]!] = (cell[2] ?? "").replace(/<[^>]+>/g, "");
    rows.set(row[1]!, cells);
  }
  return rows;
}

const LAYOUT_KEYS = ["cinema", "classroom", "u_shape", "boardroom", "banquet", "cocktail"] as const;
/** A cell as read (tags stripped): a dash, and "not offered" for screen readers, where a layout is not offered. */
const people = (value: number | null) => (value === null ? "—not offered" : value.toLocaleString("en-GB"));

/** A form post from the site's own page, as a browser without JavaScript sends it. */
function postForm(url: string, pathname: string, fields: Record<string, string>) {
  return api(url, pathname, {
    method: "POST",
    headers: { origin: url, accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const registration = (email: string, change: Record<string, string> = {}) => ({
  name: "Chikondi Phiri",
  email,
  password: MEMBER_PASSWORD,
  password_confirmation: MEMBER_PASSWORD,
  ...change,
});

describe.each(servers())("service pages on $engine", ({ url }) => {
  let staff: string;
  beforeAll(async () => {
    staff = await loginAsStaff(url);
  });

  it("renders accommodation with Book Now, the suites carousel, the room cards, lease, VIP and housekeeping", async () => {
    const { status, html } = await page(url, "/accomodationService");
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${url}/accomodationService"/>`);
    expect(html).toMatch(/<a[^>]+href="\/booking"[^>]*>Book Now<\/a>/);
    expect(html).toContain('class="carousel"');
    for (const text of ["Executive Suite", "Classic Twin", "Classic King", "Rain shower", "Long Lease Offer", "House Keeping Team", "Atupele Mkandawire", "Executive House Keeper"])
      expect(html).toContain(text);
    expect(html).toContain('href="/villa"');
    expect(html).toContain('href="/VIPClub"');
    // The demo rooms' nightly rates (the Classic Twin's is another suite's to change).
    const text = html.replaceAll("<!-- -->", "");
    expect(text).toContain("From MWK 285,000 per night");
    expect(text).toContain("From MWK 520,000 per night");
  });

  it("renders dining with its restaurants, Book a Table, the VIP link and the dining team", async () => {
    const { status, html } = await page(url, "/RestrauntService");
    expect(status).toBe(200);
    for (const text of ["Afroma Restaurant", "Orchid Restaurant", "Dining Team", "Executive Chef", "Dalitso Tembo", "Reception and reservations: 24 hours"]) expect(html).toContain(text);
    expect(html).toMatch(/<a[^>]+href="\/EventPlan"[^>]*>Book a Table<\/a>/);
    expect(html).toContain('href="/VIPClub"');
    // SPEC's spelling stays in the address; no text a visitor reads carries it.
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toMatch(/>[^<>]*Restraunt[^<>]*</i);
  });

  it("renders the three bars with their hours and happy hours", async () => {
    const { status, html } = await page(url, "/BarService");
    expect(status).toBe(200);
    for (const text of ["Bush Bar", "Afroma Terrace Bar", "Wild Orchid", "5 to 7 pm with two drinks for the price of one", "every drink is 50% off", "14:00–22:30", "6:00 PM–12:30 AM"])
      expect(html).toContain(text);
  });

  it("renders events and meetings: Read More, key figures, chart, supplies, rooms, banqueting hall, links and EventVenue data", async () => {
    const { status, html } = await page(url, "/ConferenceService");
    expect(status).toBe(200);
    expect(html).toMatch(/<details class="read-more">/);
    for (const text of ["Read More", "Read Less", "2,160.35", "Breakout rooms", "Audio-visual and supplies", "480 m²", "Cinema: 1,500 people", "seats in the auditorium"]) expect(html).toContain(text);
    for (const room of ["Main Foyer", "SparrowHawk", "Ibis", "Sandpiper", "Pelican", "Heron"]) expect(html).toContain(`<h3 class="card-title">${room}</h3>`);
    expect(html).toContain('href="/EventPlan"');
    // No tour address in the demo settings: no call to action leads to a tour that is not there.
    expect(html).not.toContain('href="/virtualTourP"');
    const ld = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(ld ?? "{}")).toMatchObject({ "@type": "EventVenue", maximumAttendeeCapacity: 1500 });
    expect(html).not.toContain("data-static-layout");
  });

  it("states the convention centre's figures once: the home page and the Events page say as many event rooms as the capacity chart lists, and 10 breakout rooms alike", async () => {
    const statsOf = (html: string) =>
      Object.fromEntries([...(/<dl class="stats">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? "").matchAll(/<dt>([^<]*)<\/dt><dd>([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]));
    const figuresAgree = async () => {
      const home = statsOf((await page(url, "/")).html);
      const events = (await page(url, "/ConferenceService")).html;
      const rooms = chartRows(events).size;
      expect(home).toEqual({ "Event rooms": String(rooms), "Square metres of event space": "2,160.35", "Guests in the largest room": "1,500", "Breakout rooms": "10" });
      expect(statsOf(events)).toEqual(home);
      expect(events).toContain(`content="${rooms} event rooms and 2,160.35 m² of space in Lilongwe`);
      expect(events).toContain(`"description":"Convention centre with ${rooms} event rooms`);
      return rooms;
    };
    // The demo's twelve: the Banqueting Hall, the Main Foyer and ten breakout rooms.
    const before = await figuresAgree();
    expect(before).toBeGreaterThanOrEqual(12);
    expect((await page(url, "/ConferenceService")).html.replaceAll("<!-- -->", "")).toContain("10 breakout rooms take committee sessions");
    // A room staff add is counted where it is charted, on both pages.
    const created = await api(url, "/api/events", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Conference Rooms", fee: "Mbuna", capacity: "Interview room", boardroom: "10" }, { bytes: await jpeg(), name: "m.jpg", type: "image/jpeg" }),
    });
    expect(created.status).toBe(201);
    try {
      expect(await figuresAgree()).toBe(before + 1);
    } finally {
      await api(url, `/api/events/${created.body.data.id as number}`, { method: "DELETE", token: staff });
    }
    expect(await figuresAgree()).toBe(before);
  });

  it("builds the capacity chart from the conference records, cell by cell", async () => {
    const records = (await api(url, "/api/events")).body.data as ({ name: string; fee: string } & Record<(typeof LAYOUT_KEYS)[number], number | null>)[];
    const rows = chartRows((await page(url, "/ConferenceService")).html);
    const shown = records.filter((r) => r.name !== "main");
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const record of shown) {
      const name = record.fee === "main" || record.name === "Main Foyer" ? record.name : record.fee;
      const row = rows.get(name);
      expect(row, name).toBeDefined();
      for (const key of LAYOUT_KEYS) expect(row?.[key], `${name} ${key}`).toBe(people(record[key]));
    }
    expect(rows.get("Banqueting Hall")).toMatchObject({ cinema: "1,500", classroom: "600", u_shape: "750", boardroom: "—not offered", banquet: "900", cocktail: "1,200" });
  });

  it("shows a staff edit of a room's capacity on the page at once", async () => {
    const created = await api(url, "/api/events", {
      method: "POST",
      token: staff,
      body: imageForm({ name: "Conference Rooms", fee: "Mphasa", capacity: "Training room", cinema: "55", boardroom: "18" }, { bytes: await jpeg(), name: "m.jpg", type: "image/jpeg" }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    try {
      expect(chartRows((await page(url, "/ConferenceService")).html).get("Mphasa")).toMatchObject({ cinema: "55", boardroom: "18", banquet: "—not offered" });
      const edited = await api(url, `/api/events/${id}`, { method: "PUT", token: staff, body: JSON.stringify({ name: "Conference Rooms", fee: "Mphasa", capacity: "Training room", cinema: 1250, boardroom: null }) });
      expect(edited.status).toBe(200);
      expect(chartRows((await page(url, "/ConferenceService")).html).get("Mphasa")).toMatchObject({ cinema: "1,250", boardroom: "—not offered" });
    } finally {
      await api(url, `/api/events/${id}`, { method: "DELETE", token: staff });
    }
    expect(chartRows((await page(url, "/ConferenceService")).html).has("Mphasa")).toBe(false);
  });

  it("answers Health & Wellness under its plain and its encoded path", async () => {
    for (const pathname of ["/Health&Wellness", "/Health%26Wellness"]) {
      const { status, html } = await page(url, pathname);
      expect(status, pathname).toBe(200);
      for (const text of ["Gym", "Aerobics", "24 hours", "Spa hours", "7:00 AM–9:00 PM"]) expect(html, pathname).toContain(text);
      expect(html).toContain(`<link rel="canonical" href="${url}/Health&Wellness"/>`);
    }
  });

  it("renders the experiences with their hours and More/Less", async () => {
    const { status, html } = await page(url, "/experience");
    expect(status).toBe(200);
    for (const text of ["Spa", "7:00 AM–9:00 PM", "Gym", "second floor", "Monday–Sunday", "Swimming", "7:00 AM–4:00 PM", "lifeguard", "towels", "Play Centre", ">More<", ">Less<"]) expect(html).toContain(text);
    // Every experience in a picture of its own: the pool's is the wellness entry "Swimming Pool".
    const swimming = html.slice(html.indexOf('id="swimming"'));
    expect(swimming).toMatch(/^id="swimming"[^>]*><picture>/);
    expect(html).not.toContain("experience-media card-media-empty");
  });

  it("renders the activities records on the Activities page, which the footer and the home page link to", async () => {
    const { status, html } = await page(url, "/leisure-activities");
    expect(status).toBe(200);
    for (const text of ["Go Carts", "Rollers", "Play Centre", "MWK 15,000", "9:00–22:00"]) expect(html).toContain(text);
    const home = (await page(url, "/")).html;
    expect(home.match(/href="\/leisure-activities"/g)?.length).toBeGreaterThanOrEqual(2);
    expect(home).not.toContain('href="/Activities"');
  });

  it("sends the correct spellings to SPEC's addresses for good", async () => {
    for (const [from, to] of [["/restaurant", "/RestrauntService"], ["/accommodation?ref=card", "/accomodationService?ref=card"], ["/accommodationService", "/accomodationService"]]) {
      const res = await api(url, from!);
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });

  it("leads to every service page from the header menu", async () => {
    const home = (await page(url, "/")).html;
    for (const href of ["/accomodationService", "/RestrauntService", "/ConferenceService", "/Health%26Wellness", "/experience", "/VIPClub", "/villa"]) expect(home).toContain(`href="${href}"`);
  });

  it("shows the VIP benefits from the settings and a Register Now form that works without JavaScript", async () => {
    const { status, html } = await page(url, "/VIPClub");
    expect(status).toBe(200);
    for (const text of ["Register Now", "10% off the best available daily rate", "35% for two"]) expect(html).toContain(text);
    expect(html).toMatch(/<form class="public-form"[^>]*action="\/VIPClub#register" method="post">/);
    for (const field of ["name", "email", "password", "password_confirmation"]) expect(html).toContain(`name="${field}"`);
  });

  it("registers a member from the page and sends them to log in, where one success line in the hotel's words shows", async () => {
    const email = `vip-${randomUUID().slice(0, 8)}@example.com`;
    const res = await postForm(url, "/VIPClub", registration(email));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?registered=1");
    const welcome = (await page(url, "/login?registered=1")).html;
    expect(welcome).toContain(accountCatalog.t("en", "login.registered"));
    // SPEC's words are the API's (tests/api/auth.test.ts); the page does not say it a second way.
    expect(welcome).not.toContain(authWords.t("en", "registrationSuccess"));
    expect((await page(url, "/login")).html).not.toContain(accountCatalog.t("en", "login.registered"));
    expect(await loginAs(url, email, MEMBER_PASSWORD)).toBeTruthy();
  });

  it("answers SPEC §5's messages beside their fields, keeping the name and email but never the password", async () => {
    const empty = await postForm(url, "/VIPClub", { name: " ", email: "", password: "", password_confirmation: "" });
    expect(empty.status).toBe(422);
    for (const text of [authWords.t("en", "registrationFailed"), fieldWords.t("en", "nameRequired"), fieldWords.t("en", "emailRequired"), authWords.t("en", "passwordRequired")]) expect(empty.body).toContain(text);

    const wrong = await postForm(url, "/VIPClub", registration("not-an-email", { password: "short", password_confirmation: "other" }));
    expect(wrong.status).toBe(422);
    for (const text of [fieldWords.t("en", "emailInvalid"), authWords.t("en", "passwordMin"), authWords.t("en", "passwordsDoNotMatch")]) expect(wrong.body).toContain(text);
    expect(wrong.body).toContain('value="not-an-email"');
    expect(wrong.body).not.toContain('value="short"');

    const weak = await postForm(url, "/VIPClub", registration(`vip-${randomUUID().slice(0, 8)}@example.com`, { password: "alllowercase1!", password_confirmation: "alllowercase1!" }));
    expect(weak.status).toBe(422);
    expect(weak.body).toContain(authWords.t("en", "passwordUpper"));
  });
});

/**
 * On servers of their own: the registration limit locks out 127.0.0.1, the villa count is a
 * setting other suites read, and the conference table is taken away to see the static layout.
 */
describe.each(["sqlite", "postgres"] as const)("service pages on a server of their own (%s)", (engine) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ engine, env: { SEED_DEMO: "false", RATE_LIMITS: JSON.stringify({ register: { limit: 2, windowSeconds: 600 } }) } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the villa count the administrator set, on the villa page", async () => {
    const admin = await loginAsStaff(server.url);
    const villaCount = (html: string) => html.match(/data-villa-count="">(\d+)</)?.[1];
    expect(villaCount((await page(server.url, "/villa")).html)).toBe("16");
    expect((await api(server.url, "/api/settings", { method: "PUT", token: admin, body: JSON.stringify({ villaCount: 14 }) })).status).toBe(200);
    const { html } = await page(server.url, "/villa");
    expect(villaCount(html)).toBe("14");
    expect(html).toContain("14 presidential villas");
  });

  it("refuses a third registration from one address within the window with 429 and Retry-After", async () => {
    const first = await postForm(server.url, "/VIPClub", registration(`vip-${randomUUID().slice(0, 8)}@example.com`));
    expect(first.status).toBe(302);
    // A refused form counts too: each attempt may cost a hash.
    expect((await postForm(server.url, "/VIPClub", { name: "" })).status).toBe(422);
    const third = await postForm(server.url, "/VIPClub", registration(`vip-${randomUUID().slice(0, 8)}@example.com`));
    expect(third.status).toBe(429);
    const seconds = Number(third.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    expect(third.body).toContain(limitsWords.t("en", "tooManyAttempts", { seconds }));
  });

  it("keeps SPEC's facts as static text when the conference records cannot be read", async () => {
    const handle = openDatabase({ databaseUrl: server.databaseUrl, sqliteFile: path.join(server.dataDir, "hotel.sqlite") });
    try {
      await sql`ALTER TABLE conference_rooms RENAME TO conference_rooms_away`.execute(handle.db);
      // The table moved behind the site's back; announced as a change of conference_rooms, the
      // way the database tells every server of another's write (docs/decisions/013), so the
      // server drops its copies of the records and of the page and reads again.
      if (server.databaseUrl) await sql`SELECT pg_notify('hotel_table_changes', 'conference_rooms')`.execute(handle.db);
      else await sql`INSERT INTO table_change_counts (name, version) VALUES ('conference_rooms', 1) ON CONFLICT (name) DO UPDATE SET version = version + 1`.execute(handle.db);
      const { status, html } = await eventually(
        "the static layout",
        () => page(server.url, "/ConferenceService"),
        (answer) => answer.html.includes("data-static-layout"),
      );
      expect(status).toBe(200);
      expect(html).toContain("data-static-layout");
      for (const text of ["2,160.35", "480 m²", "cinema 1,500", "classroom 600", "u-shape 750", "banquet 900", "cocktail 1,200", "Seating for 1,500 people", "SparrowHawk", "Heron"]) expect(html).toContain(text);
      expect(html).not.toContain('class="capacity-chart"');
    } finally {
      await sql`ALTER TABLE conference_rooms_away RENAME TO conference_rooms`.execute(handle.db);
      await handle.close();
    }
    // The failure page was for that visitor only: the next one gets the chart again at once.
    expect((await page(server.url, "/ConferenceService")).html).not.toContain("data-static-layout");
  });
});
