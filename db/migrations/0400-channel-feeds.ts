import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/*
 * Agencies' calendars imported per room (DECISIONS §11, docs/decisions/062-calendar-import.md):
 * each feed is an iCalendar address an agency's extranet gives (Booking.com, Airbnb, Expedia)
 * for one of the hotel's rooms. Each event imported is a stay in `reservations`, marked with
 * its feed and the event's UID (unique per feed), so a sync finds what it imported before.
 * A night an imported stay cannot have because a direct stay holds the room is kept in
 * `channel_conflicts` until staff move the direct stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("channel_feeds"))
      .addColumn("hotel_room_id", "integer", (c) => c.notNull().references("hotel_rooms.id").onDelete("cascade"))
      .addColumn("agency", "text", (c) => c.notNull())
      .addColumn("url", "text", (c) => c.notNull())
      .addColumn("etag", "text")
      .addColumn("last_modified", "text")
      .addColumn("last_polled_at", "text")
      .addColumn("last_success_at", "text")
      .addColumn("last_error", "text")
      .addColumn("failing_since", "text")
      .addColumn("failure_notified_at", "text")
      .addColumn("events_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null")),
  ).execute();
  await db.schema.createIndex("channel_feeds_room").on("channel_feeds").column("hotel_room_id").execute();
  await db.schema.alterTable("reservations").addColumn("channel_feed_id", "integer", (c) => c.references("channel_feeds.id").onDelete("set null")).execute();
  await db.schema.alterTable("reservations").addColumn("external_uid", "text").execute();
  await db.schema.createIndex("reservations_feed_uid").on("reservations").columns(["channel_feed_id", "external_uid"]).unique().execute();
  await db.schema
    .createTable("channel_conflicts")
    .addColumn("reservation_id", "integer", (c) => c.notNull().references("reservations.id").onDelete("cascade"))
    .addColumn("night", "text", (c) => c.notNull())
    .addColumn("hotel_room_id", "integer", (c) => c.notNull().references("hotel_rooms.id").onDelete("cascade"))
    .addColumn("blocking_reservation_id", "integer", (c) => c.references("reservations.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("channel_conflicts_stay_night", ["reservation_id", "night"])
    .execute();
  await db.schema.createIndex("channel_conflicts_room_night").on("channel_conflicts").columns(["hotel_room_id", "night"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("channel_conflicts").ifExists().execute();
  await db.schema.dropIndex("reservations_feed_uid").ifExists().execute();
  await db.schema.alterTable("reservations").dropColumn("external_uid").execute();
  await db.schema.alterTable("reservations").dropColumn("channel_feed_id").execute();
  await db.schema.dropTable("channel_feeds").ifExists().execute();
}
