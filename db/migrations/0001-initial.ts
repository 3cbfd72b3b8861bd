import type { Kysely } from "kysely";
import { imageColumn, withId, withTimestamps } from "./column-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable("users"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("usertype", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withId(db, db.schema.createTable("sessions"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("remember", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();

  for (const table of ["access_tokens", "refresh_tokens"] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("session_id", "integer", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
      .addColumn("expires_at", "text", (c) => c.notNull());
    if (table === "refresh_tokens") builder = builder.addColumn("used_at", "text");
    await builder.execute();
    await db.schema.createIndex(`${table}_session_id`).on(table).column("session_id").execute();
  }

  await withId(db, db.schema.createTable("media"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("variants", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_key").on("media").column("key").execute();

  await withTimestamps(
    withId(db, db.schema.createTable("rooms"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("fee", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("description", "text")
      .addColumn("image_id", "integer", imageColumn),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("room_items"))
      .addColumn("room_name", "text", (c) => c.notNull())
      .addColumn("item_name", "text", (c) => c.notNull())
      .addColumn("image_id", "integer", imageColumn),
  ).execute();

  for (const table of ["bars", "restaurants", "wellness_entries"]) {
    await withTimestamps(
      withId(db, db.schema.createTable(table))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("image_id", "integer", imageColumn),
    ).execute();
  }

  for (const table of ["promotions", "festivals", "activities"]) {
    await withTimestamps(
      withId(db, db.schema.createTable(table))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("fee", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("image_id", "integer", imageColumn),
    ).execute();
  }

  await withTimestamps(
    withId(db, db.schema.createTable("conference_rooms"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("fee", "text", (c) => c.notNull())
      .addColumn("capacity", "text", (c) => c.notNull())
      .addColumn("image_id", "integer", imageColumn),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable("management_team"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("position", "text", (c) => c.notNull())
      .addColumn("image_id", "integer", imageColumn),
  ).execute();

  await withId(db, db.schema.createTable("newsletter_subscribers"))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("unsubscribe_token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable("board_members"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("image_id", "integer", imageColumn),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "board_members",
    "newsletter_subscribers",
    "management_team",
    "conference_rooms",
    "activities",
    "festivals",
    "promotions",
    "wellness_entries",
    "restaurants",
    "bars",
    "room_items",
    "rooms",
    "media",
    "refresh_tokens",
    "access_tokens",
    "sessions",
    "users",
    "settings",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
