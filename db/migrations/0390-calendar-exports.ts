import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/*
 * Channel calendars, export side (DECISIONS §11, docs/decisions/061-calendar-export.md): each
 * room (`hotel_rooms`) and each room type (`rooms`) has one address an agency polls, named by an
 * unguessable token (24 random bytes, base64url). Exactly one of the two subject columns is set.
 * `content_hash` and `changed_at` remember what the feed last said and since when, so its
 * Last-Modified and DTSTAMPs stay the same across polls while nothing changes.
 */
/** One subject per address: a room or a room type, never both or neither. */
const oneSubject = sql`(hotel_room_id IS NULL) <> (room_type_id IS NULL)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("calendar_exports"))
      .addColumn("hotel_room_id", "integer", (c) => c.unique().references("hotel_rooms.id").onDelete("cascade"))
      .addColumn("room_type_id", "integer", (c) => c.unique().references("rooms.id").onDelete("cascade"))
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("content_hash", "text")
      .addColumn("changed_at", "text")
      .addCheckConstraint("calendar_exports_one_subject", oneSubject),
  ).execute();
  await createTokensForExisting(db as Kysely<LegacyDb>);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("calendar_exports").ifExists().execute();
}

interface LegacyDb {
  rooms: { id: number };
  hotel_rooms: { id: number };
  calendar_exports: { hotel_room_id: number | null; room_type_id: number | null; token: string; created_at: string; updated_at: string };
}

const newToken = () => randomBytes(24).toString("base64url");

async function createTokensForExisting(db: Kysely<LegacyDb>): Promise<void> {
  const now = new Date().toISOString();
  for (const room of await db.selectFrom("hotel_rooms").select("id").orderBy("id").execute()) {
    await db.insertInto("calendar_exports").values({ hotel_room_id: room.id, room_type_id: null, token: newToken(), created_at: now, updated_at: now }).execute();
  }
  for (const type of await db.selectFrom("rooms").select("id").orderBy("id").execute()) {
    await db.insertInto("calendar_exports").values({ hotel_room_id: null, room_type_id: type.id, token: newToken(), created_at: now, updated_at: now }).execute();
  }
}
