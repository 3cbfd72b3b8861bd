import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Kysely, Migrator, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createThrowawayDatabase } from "../tests/support/start-server";
import type { Database } from "../app/platform/db/db-schema";
import { type DatabaseHandle, openDatabase } from "../app/platform/db/db.server";
import { ensureChangeNotifications } from "../app/platform/db/change-notifications.server";
import { migrateToLatest } from "../app/platform/db/migrate.server";
import { migrations } from "./migrations/index";

/**
 * Migration 0170 makes four SQLite tables again (SQLite cannot add NOT NULL to a column) and
 * sets NOT NULL on PostgreSQL: a site's rooms, settings and live logins must come through it
 * whole, with their indexes, foreign keys, change counting and room ids.
 */
const BEFORE = "0160-rate-limit-hits";
const now = "2026-05-01T08:00:00.000Z";

async function migrateTo(db: Kysely<Database>, name: string) {
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(name);
  if (error) throw error;
}

/** A site as 0160 left it: an account logged in on the web and over the API, settings and rooms, one of them without a key. */
async function fillSite(db: Kysely<Database>) {
  const user = await db
    .insertInto("users")
    .values({ name: "Thoko Banda", email: "thoko@hotel.test", password_hash: "x", usertype: 1, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const session = await db
    .insertInto("sessions")
    .values({ user_id: user.id, token_hash: "web-session", kind: "api", remember: 0, created_at: now, last_seen_at: now, expires_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("access_tokens").values({ token_hash: "access-1", session_id: session.id, expires_at: now }).execute();
  await db.insertInto("refresh_tokens").values({ token_hash: "refresh-1", session_id: session.id, expires_at: now, used_at: null }).execute();
  await db.insertInto("settings").values([{ key: "hotel_name", value: "Umodzi Park" }, { key: "villa_count", value: "14" }]).execute();
  const room = (name: string, nameKey: string | null) => ({ name, name_key: nameKey as string, fee: 150_000, description: null, image_id: null, created_at: now, updated_at: now });
  await db.insertInto("rooms").values([room("Executive Suite", "executive suite"), room("Classic  King", null), room("Deluxe Twin", "deluxe twin")]).execute();
  // The last room is deleted: its id must not be handed out again.
  await db.deleteFrom("rooms").where("name", "=", "Deluxe Twin").execute();
  return { sessionId: session.id };
}

describe("migration 0170 (NOT NULL keys)", () => {
  let cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup = [];
  });

  it("on SQLite, keeps every row, index, foreign key, change counter and room id through the rebuild", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "not-null-keys-"));
    const handle = openDatabase({ sqliteFile: path.join(dir, "db.sqlite") });
    cleanup.push(() => rm(dir, { recursive: true, force: true }), () => handle.close());
    const { db } = handle;
    // First start of the older release: migrated to 0160, with change counting set up.
    await migrateTo(db, BEFORE);
    await ensureChangeNotifications(db);
    const { sessionId } = await fillSite(db);

    expect((await migrateToLatest(db))[0]).toBe("0170-not-null-keys");

    const notNull = async (table: string, column: string) =>
      (await sql<{ name: string; notnull: number }>`select name, "notnull" from pragma_table_info(${table})`.execute(db)).rows.find((c) => c.name === column)?.notnull;
    expect([await notNull("settings", "key"), await notNull("access_tokens", "token_hash"), await notNull("refresh_tokens", "token_hash"), await notNull("rooms", "name_key")]).toEqual([1, 1, 1, 1]);

    expect(await db.selectFrom("settings").selectAll().orderBy("key").execute()).toEqual([
      { key: "hotel_name", value: "Umodzi Park" },
      { key: "villa_count", value: "14" },
    ]);
    expect(await db.selectFrom("rooms").select(["id", "name", "name_key"]).orderBy("id").execute()).toEqual([
      { id: 1, name: "Executive Suite", name_key: "executive suite" },
      { id: 2, name: "Classic  King", name_key: "classic king" },
    ]);
    const next = await db
      .insertInto("rooms")
      .values({ name: "Garden Room", name_key: "garden room", fee: 0, description: null, image_id: null, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(4);
    // The unique index on the key is back.
    await expect(
      db.insertInto("rooms").values({ name: "Garden room", name_key: "garden room", fee: 0, description: null, image_id: null, created_at: now, updated_at: now }).execute(),
    ).rejects.toThrow(/UNIQUE/);

    // Tokens still belong to their session: a token for no session is refused, ending the session ends them.
    await expect(db.insertInto("access_tokens").values({ token_hash: "orphan", session_id: 9999, expires_at: now }).execute()).rejects.toThrow(/FOREIGN KEY/);
    expect(await db.selectFrom("access_tokens").select("token_hash").execute()).toEqual([{ token_hash: "access-1" }]);
    await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
    expect(await db.selectFrom("refresh_tokens").select("token_hash").execute()).toEqual([]);

    // The rebuilt tables are counted for the other servers' caches again.
    const { rows: triggers } = await sql<{ tbl_name: string }>`select distinct tbl_name from sqlite_master where type = 'trigger' and name like 'hotel\\_change\\_%' escape '\\'`.execute(db);
    expect(triggers.map((t) => t.tbl_name)).toEqual(expect.arrayContaining(["settings", "rooms", "access_tokens", "refresh_tokens"]));
    expect(await sql`select count(*) as n from sqlite_master where name like '%\\_\\_rebuilt' escape '\\'`.execute(db).then((r) => r.rows)).toEqual([{ n: 0 }]);
  });

  it("on PostgreSQL, gives a room without a key its key and sets NOT NULL", async () => {
    const throwaway = await createThrowawayDatabase();
    const handle: DatabaseHandle = openDatabase({ databaseUrl: throwaway.url, sqliteFile: "" });
    cleanup.push(() => throwaway.drop(), () => handle.close());
    await migrateTo(handle.db, BEFORE);
    await fillSite(handle.db);

    expect((await migrateToLatest(handle.db))[0]).toBe("0170-not-null-keys");

    expect(await handle.db.selectFrom("rooms").select(["name", "name_key"]).orderBy("id").execute()).toEqual([
      { name: "Executive Suite", name_key: "executive suite" },
      { name: "Classic  King", name_key: "classic king" },
    ]);
    const { rows } = await sql<{ is_nullable: string }>`
      select is_nullable from information_schema.columns where table_schema = current_schema() and table_name = 'rooms' and column_name = 'name_key'
    `.execute(handle.db);
    expect(rows).toEqual([{ is_nullable: "NO" }]);
  });
});
