import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * What the booking page needs to answer "is there a room?" (DECISIONS §9): how many rooms of
 * each type the hotel sells and how many guests one of them sleeps, the seasonal rates and the
 * closures staff set per room type.
 *
 * `inventory` defaults to 0 for rooms that already exist: the site must never offer a room the
 * hotel has not counted, so a room type is bookable once staff say how many there are (the demo
 * seed sets realistic numbers). `max_guests` defaults to 2, what a standard double room sleeps.
 *
 * Date ranges are `YYYY-MM-DD` nights in the hotel's calendar, `end_date` exclusive (like a
 * departure day): a rate from 20 Dec to 6 Jan covers the nights of 20 Dec to 5 Jan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("rooms").addColumn("inventory", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("rooms").addColumn("max_guests", "integer", (c) => c.notNull().defaultTo(2)).execute();
  await withTimestamps(
    withId(db, db.schema.createTable("seasonal_rates"))
      .addColumn("room_id", "integer", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .addColumn("rate", "integer", (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex("seasonal_rates_room_dates").on("seasonal_rates").columns(["room_id", "start_date"]).execute();
  await withTimestamps(
    withId(db, db.schema.createTable("room_closures"))
      .addColumn("room_id", "integer", (c) => c.notNull().references("rooms.id").onDelete("cascade"))
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .addColumn("note", "text"),
  ).execute();
  await db.schema.createIndex("room_closures_room_dates").on("room_closures").columns(["room_id", "start_date"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("room_closures").ifExists().execute();
  await db.schema.dropTable("seasonal_rates").ifExists().execute();
  await db.schema.alterTable("rooms").dropColumn("max_guests").execute();
  await db.schema.alterTable("rooms").dropColumn("inventory").execute();
}
