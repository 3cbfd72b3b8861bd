import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * Reservation requests from /booking and `/api/reservations` (DECISIONS §9; features/reservations).
 * A request holds nothing: only `confirmed` rows take a room off a night. The room type's name is
 * kept beside its id so a request still reads right after the type is renamed or removed.
 * `reservation_numbers` hands out RS-<year>-<NNNN> one at a time per year: the counter row is
 * updated inside the inserting transaction, so two requests never share a number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("reservations"))
      .addColumn("reference", "text", (c) => c.notNull().unique())
      .addColumn("room_id", "integer", (c) => c.references("rooms.id").onDelete("set null"))
      .addColumn("room_name", "text", (c) => c.notNull())
      .addColumn("arrival", "text", (c) => c.notNull())
      .addColumn("departure", "text", (c) => c.notNull())
      .addColumn("adults", "integer", (c) => c.notNull())
      .addColumn("children", "integer", (c) => c.notNull())
      .addColumn("rooms", "integer", (c) => c.notNull())
      .addColumn("guest_name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("phone", "text", (c) => c.notNull())
      .addColumn("special_requests", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addColumn("discount_percent", "integer", (c) => c.notNull())
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("cancel_token_hash", "text", (c) => c.unique())
      .addColumn("decline_reason", "text")
      .addColumn("notes", "text", (c) => c.notNull())
      .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null")),
  ).execute();
  await db.schema.createIndex("reservations_room_status_arrival").on("reservations").columns(["room_id", "status", "arrival"]).execute();
  await db.schema.createIndex("reservations_user").on("reservations").column("user_id").execute();
  await db.schema
    .createTable("reservation_numbers")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last_number", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("reservation_numbers").ifExists().execute();
  await db.schema.dropTable("reservations").ifExists().execute();
}
