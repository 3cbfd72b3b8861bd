import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../app/platform/db/db-schema";
import type { MediaStorage } from "../../app/platform/media/media-storage.server";
import { prepareImage, type PreparedImage } from "../../app/platform/media/prepare-image.server";
import { withStoredImage } from "../../app/platform/media/store-image.server";
import { hotelDate } from "../../app/lib/dates";
import { SETTING_KEYS } from "../../app/platform/settings/get-site-settings.server";
import { normaliseName } from "../../app/lib/normalise-name";
import { sanitizeStaffHtml } from "../../app/platform/records/staff-html.server";
import { writeTranslations } from "../../app/platform/records/translations.server";
import {
  DEMO_ACTIVITIES,
  DEMO_ADVERTS,
  DEMO_BARS,
  DEMO_BOARD_MEMBERS,
  DEMO_CONFERENCE_ROOMS,
  DEMO_FESTIVALS,
  DEMO_GALLERY,
  DEMO_HOTEL_ROOMS,
  DEMO_MANAGEMENT_TEAM,
  DEMO_PARTNERS,
  DEMO_AWARDS,
  DEMO_PROMOTIONS,
  DEMO_RESTAURANTS,
  DEMO_ROOM_ITEMS,
  DEMO_ROOMS,
  DEMO_SEEDED_KEY,
  DEMO_SETTINGS,
  DEMO_WELLNESS,
  type DemoImageSpec,
} from "./demo-content";
import { cachedDemoImage } from "./demo-image-cache.server";
import { renderDemoImage } from "./render-demo-image.server";
import { DEMO_VACANCIES } from "./demo-vacancies";
import { DEMO_REVIEWS } from "./demo-reviews";

/**
 * Seed pictures are rendered at 960 × 640. prepareImage makes variants no wider than the
 * original from 480/960/1600, so a 960-wide picture gets the same 480 and 960 variants a
 * 1200-wide one would (the extra pixels would only be thrown away), and skipping the
 * 1600-wide AVIF keeps the first start quick.
 */
export const SEED_IMAGE_SIZE = { width: 960, height: 640 } as const;

/** Pictures rendered and encoded at a time: the machine has two cores. */
const CONCURRENCY = 2;

type SeededTable =
  | "rooms"
  | "room_items"
  | "bars"
  | "restaurants"
  | "wellness_entries"
  | "conference_rooms"
  | "management_team"
  | "board_members"
  | "activities"
  | "promotions"
  | "festivals"
  | "gallery_items"
  | "partner_logos"
  | "awards"
  | "adverts";

type Stamp = { created_at: string; updated_at: string };

interface SeedRow {
  image: DemoImageSpec;
  /** Inserts the row and says its id. */
  insert: (trx: Transaction<Database>, imageId: number, stamp: Stamp) => Promise<number>;
  /** Its Chichewa versions by field, written in the same transaction (record_translations). */
  ny?: Readonly<Record<string, string>> | undefined;
}

/** The new row's id, as every seed insert returns it. */
const newId = async (row: Promise<{ id: number }>) => (await row).id;

interface SeedTable {
  table: SeededTable;
  rows: SeedRow[];
}

/** Every table's demo rows, in the order they are inserted (ids follow content order). */
function seedPlan(): SeedTable[] {
  const messageCards = (table: "bars" | "restaurants" | "wellness_entries", cards: typeof DEMO_BARS): SeedTable => ({
    table,
    rows: cards.map((c) => ({
      image: c.image,
      ny: c.ny,
      insert: (trx, image_id, stamp) => newId(trx.insertInto(table).values({ name: c.name, message: c.message, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
    })),
  });
  const offerCards = (table: "activities" | "promotions" | "festivals", cards: typeof DEMO_PROMOTIONS): SeedTable => ({
    table,
    rows: cards.map((c) => ({
      image: c.image,
      ny: c.ny,
      insert: (trx, image_id, stamp) =>
        newId(trx.insertInto(table).values({ name: c.name, message: c.message, fee: c.fee, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
    })),
  });

  return [
    {
      table: "rooms",
      rows: DEMO_ROOMS.map((r) => ({
        image: r.image,
        ny: r.ny,
        insert: async (trx, image_id, stamp) => {
          const id = await newId(trx.insertInto("rooms").values({ name: r.name, name_key: normaliseName(r.name), fee: r.fee, description: r.description, inventory: r.inventory, max_guests: r.maxGuests, inclusions: r.inclusions, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow());
          // The type's rooms (decision 058): its inventory is their number.
          const rooms = DEMO_HOTEL_ROOMS[r.name].map((room) => ({ room_type_id: id, number: room.number, number_key: room.number.toLowerCase(), floor: room.floor, notes: "", created_at: stamp.created_at, updated_at: stamp.updated_at }));
          await trx.insertInto("hotel_rooms").values(rooms).execute();
          await trx.updateTable("rooms").set({ inventory: rooms.length }).where("id", "=", id).execute();
          return id;
        },
      })),
    },
    {
      table: "room_items",
      rows: DEMO_ROOM_ITEMS.map((i) => ({
        image: i.image,
        ny: i.ny,
        insert: (trx, image_id, stamp) =>
          newId(trx.insertInto("room_items").values({ room_name: i.room_name, item_name: i.item_name, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
      })),
    },
    messageCards("bars", DEMO_BARS),
    messageCards("restaurants", DEMO_RESTAURANTS),
    messageCards("wellness_entries", DEMO_WELLNESS),
    {
      table: "conference_rooms",
      rows: DEMO_CONFERENCE_ROOMS.map((c) => ({
        image: c.image,
        ny: c.ny,
        insert: (trx, image_id, stamp) =>
          newId(
            trx
              .insertInto("conference_rooms")
              .values({ hall: c.hall, sub_room: c.sub_room, capacity: c.capacity, ...c.layouts, image_id, ...stamp })
              .returning("id")
              .executeTakeFirstOrThrow(),
          ),
      })),
    },
    {
      table: "management_team",
      rows: DEMO_MANAGEMENT_TEAM.map((m, index) => ({
        image: m.image,
        // Staff reorder the cards from here; the demo keeps SPEC's order of positions.
        insert: (trx, image_id, stamp) =>
          newId(trx.insertInto("management_team").values({ name: m.name, position: m.position, sort_order: index + 1, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
      })),
    },
    {
      table: "board_members",
      rows: DEMO_BOARD_MEMBERS.map((b) => ({
        image: b.image,
        insert: (trx, image_id, stamp) => newId(trx.insertInto("board_members").values({ name: b.name, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
      })),
    },
    offerCards("activities", DEMO_ACTIVITIES),
    offerCards("promotions", DEMO_PROMOTIONS),
    offerCards("festivals", DEMO_FESTIVALS),
    {
      table: "gallery_items",
      rows: DEMO_GALLERY.map((g) => ({
        image: g.image,
        ny: g.ny,
        insert: (trx, image_id, stamp) => newId(trx.insertInto("gallery_items").values({ name: g.name, heads_page: g.headsPage ?? "", image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
      })),
    },
    {
      table: "partner_logos",
      rows: DEMO_PARTNERS.map((p) => ({
        image: p.image,
        insert: (trx, image_id, stamp) => newId(trx.insertInto("partner_logos").values({ name: p.name, link: p.link, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
      })),
    },
    {
      table: "awards",
      rows: DEMO_AWARDS.map((a) => ({
        image: a.image,
        ny: a.ny,
        insert: (trx, image_id, stamp) => newId(trx.insertInto("awards").values({ name: a.name, year: a.year, image_id, ...stamp }).returning("id").executeTakeFirstOrThrow()),
      })),
    },
    {
      table: "adverts",
      rows: DEMO_ADVERTS.map((a) => ({
        image: a.image,
        ny: a.ny,
        // Added by the seed, not by a staff member: user_id stays null; title, tag and rates are SPEC's defaults otherwise.
        insert: (trx, image_id, stamp) =>
          newId(
            trx
              .insertInto("adverts")
              .values({ title: a.title, description: a.description, period: daysFromHotelToday(a.stopsInDays), user_id: null, image_id, ...stamp })
              .returning("id")
              .executeTakeFirstOrThrow(),
          ),
      })),
    },
  ];
}

/** The hotel's date `days` days from today, as `YYYY-MM-DD` (calendar arithmetic in UTC, so no zone shifts it). */
function daysFromHotelToday(days: number): string {
  const date = new Date(`${hotelDate()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Starts every job, at most `concurrency` at a time; the returned promises keep the jobs' order. */
function limitConcurrency<T>(concurrency: number, jobs: (() => Promise<T>)[]): Promise<T>[] {
  let active = 0;
  const waiting: (() => void)[] = [];
  const run = async (job: () => Promise<T>): Promise<T> => {
    while (active >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await job();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
  const promises = jobs.map(run);
  // A failure surfaces where the seed awaits that promise; don't also report it as unhandled.
  for (const p of promises) p.catch(() => undefined);
  return promises;
}

async function isEmpty(db: Kysely<Database>, table: SeededTable): Promise<boolean> {
  return (await db.selectFrom(table).select("id").limit(1).executeTakeFirst()) === undefined;
}

export interface SeedTimings {
  /** Wall-clock time of the whole seed. */
  totalMs: number;
  /** Summed time spent in each step (render and prepare overlap: two run at a time). */
  renderMs: number;
  prepareMs: number;
  storeMs: number;
  images: number;
  /** Pictures taken from the demo picture cache instead of rendered and encoded. */
  cached: number;
}

/**
 * Fills a new installation with the hotel's demo content (demo-content.ts), every picture
 * rendered by render-demo-image and stored through the real media pipeline (prepareImage,
 * then withStoredImage, which inserts the row in the same transaction as its media row).
 *
 * Runs once: the `demo_seeded_at` setting records that it has, and a later call returns
 * `{ seeded: false }`. A table that already has rows is left alone, so demo rows are never
 * mixed into real content and a seed interrupted part-way does not duplicate what it
 * already wrote when it runs again. Settings are added only where the key is missing.
 *
 * `signal` stops the seed between tables (the server runs it in the background and is
 * being shut down): every table it wrote is complete, and the next start fills the rest.
 *
 * `imageCacheDir` (demo-image-cache.server.ts) keeps the pipeline's output for the next
 * fresh installation on this machine; null renders every picture.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  storage: MediaStorage,
  log: (msg: string) => void = () => {},
  signal?: AbortSignal,
  imageCacheDir: string | null = null,
): Promise<{ seeded: boolean; timings?: SeedTimings }> {
  const done = await db.selectFrom("settings").select("value").where("key", "=", DEMO_SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: false };

  const started = performance.now();
  const timings: SeedTimings = { totalMs: 0, renderMs: 0, prepareMs: 0, storeMs: 0, images: 0, cached: 0 };

  const plan: SeedTable[] = [];
  for (const entry of seedPlan()) {
    if (await isEmpty(db, entry.table)) plan.push(entry);
    else log(`demo seed: ${entry.table} already has content, left as it is`);
  }

  // Render and encode CONCURRENCY pictures at a time, in content order; store them one by one
  // in that same order, so ids follow the content and storing overlaps the next encodes.
  const rows = plan.flatMap((entry) => entry.rows);
  const prepared = limitConcurrency<PreparedImage>(
    CONCURRENCY,
    rows.map((row) => async () => {
      // Pictures queued behind an abort are not worth rendering.
      signal?.throwIfAborted();
      const { image, cached } = await cachedDemoImage(imageCacheDir, row.image, SEED_IMAGE_SIZE, async () => {
        const t0 = performance.now();
        const bytes = await renderDemoImage(row.image, SEED_IMAGE_SIZE);
        const t1 = performance.now();
        const prepared = await prepareImage(bytes);
        timings.renderMs += t1 - t0;
        timings.prepareMs += performance.now() - t1;
        return prepared;
      });
      if (cached) timings.cached++;
      return image;
    }),
  );

  let index = 0;
  for (const entry of plan) {
    signal?.throwIfAborted();
    const tableStarted = performance.now();
    for (const row of entry.rows) {
      const image = await prepared[index++]!;
      const t0 = performance.now();
      const now = new Date().toISOString();
      await withStoredImage(db, storage, image, async (trx, mediaId) => {
        const id = await row.insert(trx, mediaId, { created_at: now, updated_at: now });
        if (row.ny) await writeTranslations(trx, entry.table, id, "ny", row.ny);
      });
      timings.storeMs += performance.now() - t0;
      timings.images++;
    }
    log(`demo seed: ${entry.table}: ${entry.rows.length} rows (${Math.round(performance.now() - tableStarted)} ms)`);
  }

  // Vacancies have no picture: two open, one closed (only staff see it), sanitised like any other.
  if ((await db.selectFrom("vacancies").select("id").limit(1).executeTakeFirst()) === undefined) {
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto("vacancies")
        .values(DEMO_VACANCIES.map((v) => ({ name: v.name, closing_date: daysFromHotelToday(v.closesInDays), vacancy: sanitizeStaffHtml(v.vacancy), created_at: now, updated_at: now })))
        .returning(["id", "name"])
        .execute();
      for (const vacancy of DEMO_VACANCIES) {
        const id = rows.find((row) => row.name === vacancy.name)?.id;
        // The Chichewa description is sanitised like the English one (and like a version staff save).
        const ny = { ...vacancy.ny, vacancy: sanitizeStaffHtml(vacancy.ny.vacancy) };
        if (id !== undefined) await writeTranslations(trx, "vacancies", id, "ny", ny);
      }
    });
    log(`demo seed: vacancies: ${DEMO_VACANCIES.length} rows`);
  } else log("demo seed: vacancies already has content, left as it is");

  // Guest reviews have no picture either: the home page's trust section shows the newest two.
  if ((await db.selectFrom("guest_reviews").select("id").limit(1).executeTakeFirst()) === undefined) {
    await db.transaction().execute(async (trx) => {
      for (const [index, review] of DEMO_REVIEWS.entries()) {
        // A second apart, in the list's order, so "newest" is the same on every engine.
        const at = new Date(Date.now() - (DEMO_REVIEWS.length - index) * 1000).toISOString();
        const { id } = await trx
          .insertInto("guest_reviews")
          .values({ quote: review.quote, guest_name: review.guestName, stay: review.stay, rating: review.rating, created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (review.ny) await writeTranslations(trx, "guest_reviews", id, "ny", review.ny);
      }
    });
    log(`demo seed: guest reviews: ${DEMO_REVIEWS.length} rows`);
  } else log("demo seed: guest reviews already has content, left as it is");

  const existing = new Set((await db.selectFrom("settings").select("key").execute()).map((r) => r.key));
  const added = DEMO_SETTINGS.filter((s) => !existing.has(s.key));
  // A rate carries the hotel's date it was set, as when staff save one (save-site-settings.server.ts).
  const datesRate = added.some((s) => s.key === SETTING_KEYS.exchangeRateMwkPerUsd) && !existing.has(SETTING_KEYS.exchangeRateSetOn);
  const settings = datesRate ? [...added, { key: SETTING_KEYS.exchangeRateSetOn, value: hotelDate() }] : added;
  if (settings.length > 0) await db.insertInto("settings").values(settings.map((s) => ({ key: s.key, value: s.value }))).execute();
  log(`demo seed: settings: ${settings.length} added`);
  await db.insertInto("settings").values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() }).execute();

  timings.totalMs = performance.now() - started;
  log(
    `demo seed: ${timings.images} pictures (${timings.cached} from the cache) in ${Math.round(timings.totalMs)} ms ` +
      `(render ${Math.round(timings.renderMs)} ms, encode ${Math.round(timings.prepareMs)} ms, store ${Math.round(timings.storeMs)} ms, summed per step)`,
  );
  return { seeded: true, timings };
}
