import { randomUUID } from "node:crypto";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../../db/seed/demo-pdf";
import { CHANGES_TAKEN_IN } from "../../app/platform/db/change-watch.server";
import { openDatabase } from "../../app/platform/db/db.server";
import { TABLES_NO_PAGE_SHOWS } from "../../server/delivery";
import { api, imageForm, loginAsStaff } from "../support/api-client";
import { eventually } from "../support/eventually";
import { pageCookie } from "../support/page-session";
import { publicPagePaths } from "../support/public-pages";
import { type RunningServer, startServer } from "../support/start-server";
import { roomsWords } from "~/features/rooms/rooms-words";
import { recordsWords } from "~/platform/records/records-words";

/**
 * Stored pages stay stored through what guests do all day (docs/decisions/014-render-cache.md):
 * signing up and in, a newsletter sign-up or a mistyped password write only tables no
 * anonymous page shows, so neither the server that took them nor another on the same
 * database renders its pages afresh; a staff change still reaches both. Servers of their own,
 * so no other suite's staff writes empty the cache meanwhile.
 */
type Answer = { status: number; cache: string | null; body: string };

async function page(url: string): Promise<Answer> {
  const response = await fetch(url);
  return { status: response.status, cache: response.headers.get("x-render-cache"), body: await response.text() };
}

/** Asks `url` until its answer passes `check` (another process's change takes about a second). */
const answerWhen = (url: string, check: (answer: Answer) => boolean, what: string) => eventually(`${url}: ${what}`, () => page(url), check);

/** Asks until the page is served from memory (and passes `check`). */
const stored = (url: string, check: (body: string) => boolean = () => true) =>
  answerWhen(url, (answer) => answer.cache === "hit" && check(answer.body), "a stored copy");

/** The tables a server's change watch has said (at LOG_LEVEL=debug) it took in from other processes' writes. */
function tablesTakenIn(server: RunningServer): Set<string> {
  const tables = new Set<string>();
  for (const line of server.output().split("\n")) {
    if (!line.includes(CHANGES_TAKEN_IN)) continue;
    try {
      for (const table of (JSON.parse(line) as { tables: string[] | null }).tables ?? []) tables.add(table);
    } catch {
      // a line still being written
    }
  }
  return tables;
}

describe.each(["sqlite", "postgres"] as const)("stored pages on two servers sharing %s", (engine) => {
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    first = await startServer({ engine, env: { SEED_DEMO: "false", LOG_LEVEL: "debug" } });
    second = await startServer({ engine, shareWith: first, env: { LOG_LEVEL: "debug" } });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("outlive a guest registering, signing in, subscribing and mistyping a password; a staff change replaces them on both", async () => {
    const pages = [first, second].map((server) => `${server.url}/Document`);
    for (const url of pages) await stored(url);

    // A guest's day, spread over both servers.
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const password = "Zikomo-Kwambiri-77";
    const registered = await api(second.url, "/api/register", {
      method: "POST",
      body: JSON.stringify({ name: "Thoko Mwale", email, password, password_confirmation: password }),
    });
    expect(registered.status).toBe(201);
    expect(await pageCookie(second.url, email, password)).toMatch(/sid=/);
    expect((await api(first.url, "/api/login", { method: "POST", body: JSON.stringify({ email, password: "Wrong-password-1" }) })).status).toBe(401);
    expect((await api(first.url, "/api/newsletter", { method: "POST", body: JSON.stringify({ newsletter: email }) })).status).toBe(201);

    // Last, a script on the same database takes a contact message. Once a server's watch has
    // taken that in, it has taken in every write before it (SQLite: one look at all the counts;
    // PostgreSQL: notices arrive in commit order), so the pages are judged after the guest's day.
    const script = openDatabase({ databaseUrl: first.databaseUrl, sqliteFile: path.join(first.dataDir, "hotel.sqlite") });
    try {
      await script.db
        .insertInto("contact_messages")
        .values({ name: "Thoko Mwale", email, phonenumber: "+265 888 765 432", message: "Is the pool open on Sundays?", created_at: new Date().toISOString(), handled_at: null, handled_by: null })
        .execute();
    } finally {
      await script.close();
    }
    for (const server of [first, second]) {
      await eventually(`${server.url}: the script's write taken in`, async () => tablesTakenIn(server), (tables) => tables.has("contact_messages"));
    }
    for (const url of pages) expect((await page(url)).cache, url).toBe("hit");

    // A document added by staff on one server: at once there, within seconds on the other.
    const staff = await loginAsStaff(second.url);
    const name = `Conference Price List ${Date.now().toString(36)}`;
    const created = await fetch(`${second.url}/api/document`, {
      method: "POST",
      headers: { authorization: `Bearer ${staff}` },
      body: imageForm({ name }, { bytes: demoPdf(name, ["Halls and rates."]), name: "prices.pdf", type: "application/pdf" }, "document"),
    });
    expect(created.status).toBe(201);
    const here = await page(pages[1]!);
    expect(here.cache).toBe("miss");
    expect(here.body).toContain(name);
    await stored(pages[0]!, (body) => body.includes(name));
  });
});

/**
 * What keeps the list above honest: with every table of TABLES_NO_PAGE_SHOWS out of reach,
 * every public page still renders whole for an anonymous visitor. A page that read one of
 * them would fail, or show a section's failure message (which is never stored).
 */
describe("public pages while tables are out of reach", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ engine: "sqlite" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are read by no page an anonymous visitor can open", async () => {
    const paths = publicPagePaths(await (await fetch(`${server.url}/sitemap.xml`)).text());
    expect(paths.length).toBeGreaterThan(20);
    // Which pages are stored with every table in reach (a page with a per-visitor form is not).
    const storable = new Set<string>();
    for (const pathname of paths) {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status, pathname).toBe(200);
      if (response.headers.get("x-render-cache") === "miss") storable.add(pathname);
    }
    expect(storable.size).toBeGreaterThan(20);
    const file = new BetterSqlite3(path.join(server.dataDir, "hotel.sqlite"));
    const hidden = [...TABLES_NO_PAGE_SHOWS].map((table) => ({ table, away: `${table}_out_of_reach` }));
    try {
      for (const { table, away } of hidden) file.exec(`alter table "${table}" rename to "${away}"`);
      // Every table counts as written, so the server drops what it read before (lists,
      // settings, stored pages) once its watch looks: seen when the home page is rendered anew.
      await stored(`${server.url}/`);
      file.exec("update table_change_counts set version = version + 1");
      await answerWhen(`${server.url}/`, (answer) => answer.cache !== "hit", "a fresh render");
      for (const pathname of paths) {
        // What was stored before belongs to the old generation: each page is rendered now, and
        // stored again only when every section of it could be read.
        const response = await fetch(`${server.url}${pathname}`);
        expect(response.status, pathname).toBe(200);
        await response.text();
        if (storable.has(pathname)) await stored(`${server.url}${pathname}`);
      }
    } finally {
      for (const { table, away } of hidden) file.exec(`alter table "${away}" rename to "${table}"`);
      file.close();
    }
  });

  it("keeps a home page whose rooms could not be read for its visitor only", async () => {
    const file = new BetterSqlite3(path.join(server.dataDir, "hotel.sqlite"));
    // Announced as another process's write to rooms, so the server reads them again.
    const announce = () => file.exec("insert into table_change_counts (name, version) values ('rooms', 1) on conflict (name) do update set version = version + 1");
    try {
      await stored(`${server.url}/`);
      file.exec(`alter table rooms rename to rooms_out_of_reach`);
      announce();
      const answer = await answerWhen(`${server.url}/`, ({ body }) => body.includes(roomsWords.t("en", "roomDataUnavailable")), "the rooms' failure message");
      expect(answer.cache).toBeNull();
      // The rest of the page still reached the visitor.
      expect(answer.body).toContain("Presidential Way");
    } finally {
      file.exec(`alter table rooms_out_of_reach rename to rooms`);
      announce();
      file.close();
    }
    // Once the rooms read again, the next visitor gets them (and that page is stored).
    const back = await stored(`${server.url}/`, (body) => !body.includes(roomsWords.t("en", "roomDataUnavailable")));
    expect(back.body).toContain("Executive Suite");
  });

  it("shows SPEC's failure message in a list page's section when its records cannot be read, for that visitor only", async () => {
    // Page, and the table its list comes from.
    const lists: [string, string][] = [
      ["/promotions", "promotions"],
      ["/festive", "festivals"],
      ["/PictureGarlery", "gallery_items"],
      ["/Managementeam", "management_team"],
      ["/Boardteam", "board_members"],
      ["/Document", "documents"],
      ["/Tender", "tenders"],
      ["/career", "vacancies"],
    ];
    const file = new BetterSqlite3(path.join(server.dataDir, "hotel.sqlite"));
    const announce = () => file.exec("update table_change_counts set version = version + 1");
    try {
      for (const [pathname] of lists) await stored(`${server.url}${pathname}`);
      for (const [, table] of lists) file.exec(`alter table "${table}" rename to "${table}_out_of_reach"`);
      announce();
      for (const [pathname] of lists) {
        const answer = await answerWhen(`${server.url}${pathname}`, ({ body }) => body.includes(recordsWords.t("en", "fetchFailed")), "the failure message");
        // The page, its header and footer reach the visitor; the section says what failed.
        expect(answer.status, pathname).toBe(200);
        expect(answer.body, pathname).toContain("Presidential Way");
        expect(answer.cache, pathname).toBeNull();
      }
    } finally {
      for (const [, table] of lists) file.exec(`alter table "${table}_out_of_reach" rename to "${table}"`);
      announce();
      file.close();
    }
    for (const [pathname] of lists) expect((await stored(`${server.url}${pathname}`, (body) => !body.includes(recordsWords.t("en", "fetchFailed")))).body).not.toContain(recordsWords.t("en", "fetchFailed"));
  });
});
