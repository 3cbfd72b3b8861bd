import type { Kysely } from "kysely";
import type { Database } from "../../app/lib/db-schema";
import type { MediaStorage } from "../../app/features/media/media-storage.server";
import { prepareImage } from "../../app/features/media/prepare-image.server";
import { withStoredImage } from "../../app/features/media/store-image.server";
import {
  DEMO_ACTIVITIES,
  DEMO_BARS,
  DEMO_BOARD_MEMBERS,
  DEMO_CONFERENCE_ROOMS,
  DEMO_FESTIVALS,
  DEMO_MANAGEMENT_TEAM,
  DEMO_PROMOTIONS,
  DEMO_RESTAURANTS,
  DEMO_ROOM_ITEMS,
  DEMO_ROOMS,
  DEMO_SEEDED_KEY,
  DEMO_SETTINGS,
  DEMO_WELLNESS,
  type DemoImageSpec,
} from "./demo-content";
import { renderDemoImage } from "./render-demo-image.server";

/** Seed pictures are rendered smaller than uploads: two variants each keeps the first start quick. */
const SEED_IMAGE_SIZE = { width: 960, height: 640 } as const;

type Insert = (trx: Kysely<Database>, imageId: number, stamp: { created_at: string; updated_at: string }) => Promise<unknown>;

interface SeedTask {
  table: string;
  image: DemoImageSpec;
  insert: Insert;
}

function tasks(): SeedTask[] {
  const list: SeedTask[] = [];
  for (const r of DEMO_ROOMS)
    list.push({ table: "rooms", image: r.image, insert: (db, image_id, s) => db.insertInto("rooms").values({ name: r.name, fee: r.fee, description: r.description, image_id, ...s }).execute() });
  for (const i of DEMO_ROOM_ITEMS)
    list.push({ table: "room_items", image: i.image, insert: (db, image_id, s) => db.insertInto("room_items").values({ room_name: i.room_name, item_name: i.item_name, image_id, ...s }).execute() });
  for (const [table, cards] of [["bars", DEMO_BARS], ["restaurants", DEMO_RESTAURANTS], ["wellness_entries", DEMO_WELLNESS]] as const)
    for (const c of cards)
      list.push({ table, image: c.image, insert: (db, image_id, s) => db.insertInto(table).values({ name: c.name, message: c.message, image_id, ...s }).execute() });
  for (const [table, cards] of [["promotions", DEMO_PROMOTIONS], ["festivals", DEMO_FESTIVALS], ["activities", DEMO_ACTIVITIES]] as const)
    for (const c of cards)
      list.push({ table, image: c.image, insert: (db, image_id, s) => db.insertInto(table).values({ name: c.name, message: c.message, fee: c.fee, image_id, ...s }).execute() });
  for (const c of DEMO_CONFERENCE_ROOMS)
    list.push({ table: "conference_rooms", image: c.image, insert: (db, image_id, s) => db.insertInto("conference_rooms").values({ name: c.name, fee: c.fee, capacity: c.capacity, image_id, ...s }).execute() });
  for (const m of DEMO_MANAGEMENT_TEAM)
    list.push({ table: "management_team", image: m.image, insert: (db, image_id, s) => db.insertInto("management_team").values({ name: m.name, position: m.position, image_id, ...s }).execute() });
  for (const b of DEMO_BOARD_MEMBERS)
    list.push({ table: "board_members", image: b.image, insert: (db, image_id, s) => db.insertInto("board_members").values({ name: b.name, image_id, ...s }).execute() });
  return list;
}

/** Starts every job, at most `concurrency` at a time; the promises keep the jobs' order. */
function limitConcurrency<T>(concurrency: number, jobs: (() => Promise<T>)[]): Promise<T>[] {
  let active = 0;
  const waiting: (() => void)[] = [];
  const run = async (job: () => Promise<T>) => {
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
  // A failure surfaces where the seed awaits it; don't also report it as unhandled.
  for (const p of promises) p.catch(() => undefined);
  return promises;
}

/**
 * Fills an empty installation with the hotel's demo content, every picture going through
 * the real media pipeline. Runs once: a settings flag records that it has.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  storage: MediaStorage,
  log: (msg: string) => void = () => {},
): Promise<{ seeded: boolean }> {
  const done = await db.selectFrom("settings").select("value").where("key", "=", DEMO_SEEDED_KEY).executeTakeFirst();
  if (done) return { seeded: false };

  const all = tasks();
  // Render and encode two at a time (two cores); insert in content order so ids follow it.
  const prepared = limitConcurrency(2, all.map((task) => () => renderDemoImage(task.image, SEED_IMAGE_SIZE).then((bytes) => prepareImage(bytes))));
  const counts = new Map<string, number>();
  for (const [index, task] of all.entries()) {
    const image = await prepared[index]!;
    const now = new Date().toISOString();
    await withStoredImage(db, storage, image, (trx, mediaId) => task.insert(trx, mediaId, { created_at: now, updated_at: now }));
    counts.set(task.table, (counts.get(task.table) ?? 0) + 1);
  }

  const existing = new Set((await db.selectFrom("settings").select("key").execute()).map((r) => r.key));
  const settings = DEMO_SETTINGS.filter((s) => !existing.has(s.key));
  if (settings.length > 0) await db.insertInto("settings").values([...settings]).execute();
  await db.insertInto("settings").values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() }).execute();
  for (const [table, count] of counts) log(`seeded ${count} ${table}`);
  return { seeded: true };
}
