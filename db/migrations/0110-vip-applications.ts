import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * VIP club applications (SPEC §3 "VIP application/member"; DECISIONS §6, §7). One row per
 * application a member sends from the /dashboard wizard; staff move it from `pending` to
 * `approved` (department Marketing, `expires` one year on) or `rejected`. A member whose
 * membership lapsed asks to renew: `renewal_status` becomes `pending` until staff approve it
 * (a new `expires`) or reject it. `expiry_reminder_for` holds the `expires` date a reminder
 * email was queued for, so each expiry gets one reminder. `cell` and `cell2` are stored as
 * +265XXXXXXXXX; `idempotency_key` makes a retried Finish land on the same row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("vip_applications"))
      .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("idempotency_key", "text", (c) => c.unique())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("first_name", "text", (c) => c.notNull())
      .addColumn("last_name", "text", (c) => c.notNull())
      .addColumn("company", "text", (c) => c.notNull())
      .addColumn("postal_address", "text", (c) => c.notNull())
      .addColumn("cell", "text", (c) => c.notNull())
      .addColumn("cell2", "text", (c) => c.notNull())
      .addColumn("nationality", "text", (c) => c.notNull())
      .addColumn("birth_date", "text", (c) => c.notNull())
      .addColumn("passport_no", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      .addColumn("sms", "text", (c) => c.notNull())
      .addColumn("signature", "text", (c) => c.notNull())
      .addColumn("sales_person", "text", (c) => c.notNull().defaultTo("0"))
      .addColumn("department", "text", (c) => c.notNull().defaultTo("0"))
      .addColumn("expires", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("renewal_status", "text")
      .addColumn("renewal_requested_at", "text")
      .addColumn("review_note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("reviewed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("reviewed_at", "text")
      .addColumn("expiry_reminder_for", "text"),
  ).execute();
  await db.schema.createIndex("vip_applications_user_id").on("vip_applications").column("user_id").execute();
  await db.schema.createIndex("vip_applications_status").on("vip_applications").column("status").execute();
  await db.schema.createIndex("vip_applications_expires").on("vip_applications").column("expires").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vip_applications").ifExists().execute();
}
