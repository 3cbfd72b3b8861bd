import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * Event quotation requests from the /EventPlan wizard (SPEC §3 "Event booking request";
 * DECISIONS §6, §7) and their handling by staff. `reference` (EV-2026-0042) is what the guest
 * quotes; `idempotency_key` makes a retried Finish land on the same row; `file_id` is the
 * optional staff-only attachment (docs/decisions/011-files-store.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("event_requests"))
      .addColumn("reference", "text", (c) => c.unique())
      .addColumn("idempotency_key", "text", (c) => c.unique())
      .addColumn("event_name", "text", (c) => c.notNull())
      .addColumn("start_date", "text", (c) => c.notNull())
      .addColumn("end_date", "text", (c) => c.notNull())
      .addColumn("event_type", "text", (c) => c.notNull())
      .addColumn("num_rooms", "integer")
      .addColumn("attendees", "integer", (c) => c.notNull())
      .addColumn("other", "text", (c) => c.notNull())
      .addColumn("service_type", "text", (c) => c.notNull())
      .addColumn("space", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("contact_email", "text", (c) => c.notNull())
      .addColumn("phone_number", "text", (c) => c.notNull())
      .addColumn("additional_info", "text", (c) => c.notNull())
      .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null")),
  ).execute();
  await db.schema.createIndex("event_requests_created_at").on("event_requests").column("created_at").execute();
  await db.schema.createIndex("event_requests_status").on("event_requests").column("status").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("event_requests").ifExists().execute();
}
