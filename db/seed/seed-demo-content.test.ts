import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage, type MediaStorage, readWhole } from "../../app/platform/media/media-storage.server";
import type { ImageVariant } from "../../app/platform/media/picture";
import { openDatabase, type DatabaseHandle } from "../../app/platform/db/db.server";
import { migrateToLatest } from "../../app/platform/db/migrate.server";
import * as content from "./demo-content";
import { DEMO_SEEDED_KEY, DEMO_SETTINGS, type DemoImageSpec, MOTIFS } from "./demo-content";
import { buildDemoSvg, renderDemoImage } from "./render-demo-image.server";
import { DEMO_REVIEWS } from "./demo-reviews";
import { seedDemoContent } from "./seed-demo-content.server";
import { sanitizeStaffHtml } from "../../app/platform/records/staff-html.server";
import { ROOM_TYPES } from "../../app/features/rooms/room-types";
import { hotelDate } from "../../app/lib/dates";
import { CONTENT_TYPES } from "../../app/content-types";
import { recordStoreOf } from "../../app/platform/records/record-store.server";
import type { InLanguage } from "../../app/platform/records/translations";
import type { Viewer } from "../../app/platform/auth/roles";
import { ROOM_TYPE } from "../../app/features/rooms/room.type";
import { seedDemoFiles } from "./seed-demo-files.server";
import { DEMO_VACANCIES } from "./demo-vacancies";

describe("renderDemoImage", () => {
  it("renders every motif to a JPEG of the asked size, the same bytes each time", async () => {
    for (const motif of MOTIFS) {
      const spec = { title: `Test ${motif} & <co>`, subtitle: "55 m² · caption", motif };
      const a = await renderDemoImage(spec, { width: 240, height: 160 });
      const meta = await sharp(a).metadata();
      expect(meta.format).toBe("jpeg");
      expect([meta.width, meta.height]).toEqual([240, 160]);
      const b = await renderDemoImage(spec, { width: 240, height: 160 });
      expect(Buffer.compare(a, b)).toBe(0);
    }
  });
});

describe("demo content", () => {
  it("gives every record its own picture (distinct pictures, distinct media keys)", () => {
    const lists = Object.entries(content).filter(([name, v]) => name.startsWith("DEMO_") && Array.isArray(v) && name !== "DEMO_SETTINGS");
    const specs = lists.flatMap(([, v]) => (v as unknown as readonly { image: { title: string; subtitle?: string; motif: string } }[]).map((r) => r.image));
    expect(specs.length).toBeGreaterThan(50);
    const keys = specs.map((i) => JSON.stringify([i.title, i.subtitle ?? "", i.motif]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("draws every record's picture differently, and rooms, the pool, halls and plates as scenes without text", () => {
    const lists = Object.entries(content).filter(([name, v]) => name.startsWith("DEMO_") && Array.isArray(v) && name !== "DEMO_SETTINGS");
    const specs = lists.flatMap(([, v]) => (v as unknown as readonly { image: DemoImageSpec }[]).map((r) => r.image));
    const svgs = specs.map((spec) => buildDemoSvg(spec, { width: 960, height: 640 }));
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const motif of ["bed", "twin-beds", "suite", "villa", "pool", "hall", "meeting", "dining", "cocktail", "spa", "person"] as const) {
      const svg = buildDemoSvg({ title: "Any", motif }, { width: 960, height: 640 });
      expect(svg, motif).not.toContain("<text");
    }
    // Offers keep their poster, with the offer's name on it.
    expect(buildDemoSvg({ title: "Christmas", motif: "tree", style: "poster" })).toContain(">Christmas</text>");
  });

  it("keeps visible text free of SPEC's misspellings", () => {
    const text = JSON.stringify(
      Object.entries(content)
        .filter(([name]) => name.startsWith("DEMO_"))
        .map(([, v]) => v),
    );
    const visible = text.replace(/"name":"[^"]*"/g, "");
    expect(visible).not.toMatch(/restraunt|comming|accomodation/i);
  });
});

describe("seedDemoContent", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let storage: MediaStorage;
  const logs: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "seed-demo-"));
    handle = openDatabase({ sqliteFile: path.join(dir, "test.sqlite") });
    await migrateToLatest(handle.db);
    storage = createDiskStorage(path.join(dir, "media"));
  });

  afterAll(async () => {
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("seeds rooms with stored pictures, the other tables and the settings", { timeout: 120_000 }, async () => {
    const result = await seedDemoContent(handle.db, storage, (msg) => logs.push(msg), undefined, path.join(dir, "picture-cache"));
    expect(result.seeded).toBe(true);
    expect(result.timings?.cached).toBe(0);
    const pictures = [content.DEMO_ROOMS, content.DEMO_ROOM_ITEMS, content.DEMO_BARS, content.DEMO_RESTAURANTS, content.DEMO_WELLNESS, content.DEMO_CONFERENCE_ROOMS, content.DEMO_MANAGEMENT_TEAM, content.DEMO_BOARD_MEMBERS, content.DEMO_ACTIVITIES, content.DEMO_PROMOTIONS, content.DEMO_FESTIVALS, content.DEMO_GALLERY, content.DEMO_PARTNERS, content.DEMO_AWARDS, content.DEMO_ADVERTS].reduce((n, list) => n + list.length, 0);
    expect(result.timings?.images).toBe(pictures);
    // One line per table seeded, then settings and the summary with the timings.
    for (const table of ["rooms", "room_items", "bars", "restaurants", "wellness_entries", "conference_rooms", "management_team", "board_members", "activities", "promotions", "festivals", "gallery_items", "partner_logos", "awards", "adverts", "settings"])
      expect(logs.some((line) => line.startsWith(`demo seed: ${table}:`)), table).toBe(true);

    const db = handle.db;
    const rooms = await db
      .selectFrom("rooms")
      .innerJoin("media", "media.id", "rooms.image_id")
      .select(["rooms.name", "rooms.fee", "rooms.description", "media.variants"])
      .orderBy("rooms.id")
      .execute();
    expect(rooms.map((r) => r.name).sort()).toEqual([...ROOM_TYPES].sort());
    // Realistic nightly rates in kwacha, tax included, so /booking prices a demo stay (never "MWK 0").
    expect(Object.fromEntries(rooms.map((r) => [r.name, r.fee]))).toEqual({
      "Classic King": 285_000,
      "Classic Twin": 265_000,
      "Executive Suite": 520_000,
      "Presidential Suite": 1_250_000,
      "Presidential Villa": 780_000,
    });
    for (const room of rooms) {
      expect(room.description?.length ?? 0).toBeGreaterThan(40);
      const variants = JSON.parse(room.variants) as ImageVariant[];
      expect(variants.length).toBeGreaterThan(0);
      expect(new Set(variants.map((v) => v.format))).toEqual(new Set(["avif", "webp", "jpeg"]));
      for (const v of variants) expect(await storage.head(v.file), v.file).not.toBeNull();
    }

    for (const table of [
      "room_items",
      "bars",
      "restaurants",
      "wellness_entries",
      "conference_rooms",
      "management_team",
      "board_members",
      "activities",
      "promotions",
      "festivals",
      "gallery_items",
      "partner_logos",
      "awards",
      "adverts",
    ] as const) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("image_id", "is not", null)
        .executeTakeFirstOrThrow();
      expect(Number(n), table).toBeGreaterThan(0);
    }

    // Keys the public pages look up keep SPEC's spelling.
    const bars = await db.selectFrom("bars").select("name").execute();
    expect(bars.map((b) => b.name)).toEqual(["main", "bush bar", "afroma bar", "orchid bar"]);
    const restaurants = await db.selectFrom("restaurants").select(["name", "message"]).execute();
    expect(restaurants.map((r) => r.name)).toEqual(["main", "afroma restraunt", "orchid restraunt"]);
    for (const r of restaurants) expect(r.message).not.toMatch(/restraunt/i);
    const wellness = await db.selectFrom("wellness_entries").select("name").execute();
    expect(wellness.map((w) => w.name)).toEqual(["main", "GYM", "Aerobics", "Swimming Pool"]);
    // The management team's cards start in SPEC's order of positions.
    const team = await db.selectFrom("management_team").select(["position", "sort_order"]).orderBy("sort_order").execute();
    expect(team.map((m) => m.position)).toEqual(content.DEMO_MANAGEMENT_TEAM.map((m) => m.position));
    expect(team.map((m) => m.sort_order)).toEqual(team.map((_, i) => i + 1));

    // Conference rooms under their new column names, with SPEC §2's banqueting hall figures.
    const hall = await db.selectFrom("conference_rooms").selectAll().where("hall", "=", "Banqueting Hall").executeTakeFirstOrThrow();
    expect(hall).toMatchObject({ sub_room: "main", cinema: 1500, classroom: 600, u_shape: 750, boardroom: null, banquet: 900, cocktail: 1200 });

    // One current advert and one that is over (hotel date), so both views can be seen.
    const today = hotelDate();
    const adverts = await db.selectFrom("adverts").select(["period", "user_id", "tag", "rates"]).execute();
    expect(adverts.map((a) => (a.period !== null && a.period >= today ? "current" : "over"))).toEqual(["current", "over"]);
    for (const advert of adverts) expect(advert).toMatchObject({ user_id: null, tag: "umodzi", rates: 1 });

    // Two open vacancies and one closed one, stored as the allow-list keeps them.
    const vacancies = await db.selectFrom("vacancies").select(["closing_date", "vacancy"]).orderBy("id").execute();
    expect(vacancies.map((v) => (v.closing_date >= today ? "open" : "closed"))).toEqual(["open", "open", "closed"]);
    for (const v of vacancies) expect(sanitizeStaffHtml(v.vacancy)).toBe(v.vacancy);

    // The records in Chichewa too (DECISIONS §10), each under its own record's id.
    const versions = await db
      .selectFrom("record_translations")
      .innerJoin("rooms", (join) => join.onRef("rooms.id", "=", "record_translations.record_id").on("record_translations.record_table", "=", "rooms"))
      .select(["rooms.name as english", "record_translations.field", "record_translations.text"])
      .where("record_translations.language", "=", "ny")
      .execute();
    expect(versions.find((v) => v.english === "Presidential Suite" && v.field === "description")?.text).toMatch(/^Suite yathu yapadera: 70 m²/);
    const vacancyNames = await db
      .selectFrom("record_translations")
      .innerJoin("vacancies", "vacancies.id", "record_translations.record_id")
      .select(["vacancies.name as english", "record_translations.text"])
      .where("record_translations.record_table", "=", "vacancies")
      .where("record_translations.field", "=", "name")
      .orderBy("vacancies.id")
      .execute();
    expect(vacancyNames).toEqual([
      { english: "Front Office Supervisor", text: "Woyang'anira Olandira Alendo" },
      { english: "Sous Chef", text: "Wachiwiri kwa Mkulu wa Ophika (Sous Chef)" },
      { english: "Conference Sales Executive", text: "Wogulitsa Ntchito za Misonkhano" },
    ]);
    // Guest reviews in their order, newest last, each with its words and stay in Chichewa.
    const reviews = await db.selectFrom("guest_reviews").select(["id", "guest_name", "rating", "created_at"]).orderBy("id").execute();
    expect(reviews.map((r) => [r.guest_name, r.rating])).toEqual(DEMO_REVIEWS.map((r) => [r.guestName, r.rating]));
    expect(reviews.map((r) => r.created_at)).toEqual(reviews.map((r) => r.created_at).toSorted());
    const reviewVersions = await db.selectFrom("record_translations").select("field").where("record_table", "=", "guest_reviews").where("language", "=", "ny").execute();
    expect(reviewVersions).toHaveLength(DEMO_REVIEWS.length * 2);

    const settings = new Map((await db.selectFrom("settings").selectAll().execute()).map((s) => [s.key, s.value]));
    for (const s of DEMO_SETTINGS) expect(settings.get(s.key)).toBe(s.value);
    // Dollars on request from the first start: a rate, dated the day the seed wrote it.
    expect(Number(settings.get("exchange_rate_mwk_per_usd"))).toBeGreaterThan(0);
    expect(settings.get("exchange_rate_set_on")).toBe(hotelDate());
    expect(Number.isNaN(Date.parse(settings.get(DEMO_SEEDED_KEY) ?? ""))).toBe(false);
  });

  it("gives every shown text of every demo record, whichever seed wrote it, its Chichewa version", { timeout: 60_000 }, async () => {
    // Documents and tenders come from the files' seed, into the same installation.
    expect((await seedDemoFiles(handle.db, createDiskStorage(path.join(dir, "files")))).seeded).toBe(true);
    const staff: Viewer = { id: 1, name: "Demo check", email: "staff@example.com", usertype: 1, role: "admin" };
    const checked: string[] = [];
    const missing: string[] = [];
    for (const type of CONTENT_TYPES) {
      const fields = type.translatable ?? [];
      if (fields.length === 0) continue;
      // Staff read every record, the closed vacancy and the advert that is over too.
      const records = (await recordStoreOf(type).list(handle.db, staff, "ny")) as InLanguage<Record<string, unknown>>[];
      if (records.length > 0) checked.push(type.table);
      for (const record of records) {
        for (const field of fields) {
          const english = record[field];
          // "main" is a look-up key (a page's introduction), never shown; an empty field shows nothing.
          if (typeof english !== "string" || english.trim() === "" || english === "main") continue;
          const version = record.translation?.texts[field];
          if (typeof version !== "string" || version.trim() === "") missing.push(`${type.table} #${String(record.id)} ${field}: ${english.slice(0, 60)}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // Every type the demo fills, whichever seed fills it.
    expect(checked.sort()).toEqual(
      ["activities", "adverts", "awards", "bars", "conference_rooms", "documents", "festivals", "gallery_items", "guest_reviews", "promotions", "restaurants", "room_items", "rooms", "tenders", "vacancies", "wellness_entries"].sort(),
    );

    // A room is called by its one name on the Chichewa pages too, as their own wording and the emails call it (docs/glossary.md).
    const rooms = (await recordStoreOf(ROOM_TYPE).list(handle.db, null, "ny")) as InLanguage<{ name: string }>[];
    for (const room of rooms) expect(room.translation?.texts.name, room.name).toBe(room.name);
    // The vacancy's description is stored as the allow-list keeps it, like the English one.
    const vacancy = await handle.db.selectFrom("record_translations").select("text").where("record_table", "=", "vacancies").where("field", "=", "vacancy").execute();
    expect(vacancy.length).toBe(DEMO_VACANCIES.length);
    for (const v of vacancy) expect(sanitizeStaffHtml(v.text)).toBe(v.text);
  });

  it("seeds nothing the second time", async () => {
    const count = async () => {
      const rows = await handle.db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      const rooms = await handle.db.selectFrom("rooms").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      return [Number(rows.n), Number(rooms.n)];
    };
    const before = await count();
    const again = await seedDemoContent(handle.db, storage);
    expect(again.seeded).toBe(false);
    expect(await count()).toEqual(before);
  });

  it("leaves a table that already has content alone", { timeout: 120_000 }, async () => {
    const other = openDatabase({ sqliteFile: path.join(dir, "partial.sqlite") });
    try {
      await migrateToLatest(other.db);
      const now = new Date().toISOString();
      await other.db.insertInto("rooms").values({ name: "Classic King", name_key: "classic king", fee: 0, description: null, image_id: null, created_at: now, updated_at: now }).execute();
      await other.db.insertInto("settings").values({ key: "villa_count", value: "14" }).execute();
      const partialStorage = createDiskStorage(path.join(dir, "media-partial"));
      const result = await seedDemoContent(other.db, partialStorage, undefined, undefined, path.join(dir, "picture-cache"));
      expect(result.seeded).toBe(true);
      // The first seed filled the picture cache: nothing is rendered again, and the files are the pipeline's same bytes.
      expect(result.timings?.cached).toBe(result.timings?.images);
      expect(result.timings?.renderMs).toBe(0);
      const bar = await other.db.selectFrom("bars").innerJoin("media", "media.id", "bars.image_id").select("media.variants").orderBy("bars.id").executeTakeFirstOrThrow();
      for (const v of JSON.parse(bar.variants) as ImageVariant[]) expect(Buffer.compare(Buffer.from((await readWhole(partialStorage, v.file))!), Buffer.from((await readWhole(storage, v.file))!)), v.file).toBe(0);
      const rooms = await other.db.selectFrom("rooms").select("name").execute();
      expect(rooms).toEqual([{ name: "Classic King" }]);
      const villas = await other.db.selectFrom("settings").select("value").where("key", "=", "villa_count").executeTakeFirstOrThrow();
      expect(villas.value).toBe("14");
      const bars = await other.db.selectFrom("bars").select("id").execute();
      expect(bars.length).toBe(4);
    } finally {
      await other.close();
    }
  });

  it("stops between tables when aborted, leaving complete tables and no done-marker", { timeout: 120_000 }, async () => {
    const other = openDatabase({ sqliteFile: path.join(dir, "aborted.sqlite") });
    try {
      await migrateToLatest(other.db);
      const abort = new AbortController();
      const stopped = seedDemoContent(other.db, createDiskStorage(path.join(dir, "media-aborted")), (msg) => {
        if (msg.startsWith("demo seed: rooms:")) abort.abort();
      }, abort.signal);
      await expect(stopped).rejects.toThrow();
      const count = async (table: "rooms" | "room_items") => (await other.db.selectFrom(table).select("id").execute()).length;
      // Rooms were finished before the abort was seen; the next table was not started.
      expect(await count("rooms")).toBe(content.DEMO_ROOMS.length);
      expect(await count("room_items")).toBe(0);
      // Without the marker the next start seeds again, and fills only the empty tables (above).
      const marker = await other.db.selectFrom("settings").select("key").where("key", "=", DEMO_SEEDED_KEY).executeTakeFirst();
      expect(marker).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
