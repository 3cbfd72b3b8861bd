import type { Kysely } from "kysely";

/*
 * What the deposit deadline job has done to a stay (docs/decisions/068-deposit-deadlines.md):
 * when it reminded the guest (and the hash of the reminder's own stay-page link), when it told
 * the reservations address the deposit is still unpaid, and why a stay was cancelled
 * (`cancel_reason`: `deposit-unpaid` when the room was released; null for every other stay).
 * `deposit_link_origin` is the site address staff confirmed the stay on, for the reminder's link
 * when PUBLIC_URL is not set. Each instant is set by the conditional update that claims the step, so of several instances
 * exactly one acts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("deposit_reminded_at", "text").execute();
  await db.schema.alterTable("reservations").addColumn("deposit_reminder_token_hash", "text").execute();
  await db.schema.alterTable("reservations").addColumn("deposit_staff_told_at", "text").execute();
  await db.schema.alterTable("reservations").addColumn("cancel_reason", "text").execute();
  await db.schema.alterTable("reservations").addColumn("deposit_link_origin", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").dropColumn("deposit_link_origin").execute();
  await db.schema.alterTable("reservations").dropColumn("cancel_reason").execute();
  await db.schema.alterTable("reservations").dropColumn("deposit_staff_told_at").execute();
  await db.schema.alterTable("reservations").dropColumn("deposit_reminder_token_hash").execute();
  await db.schema.alterTable("reservations").dropColumn("deposit_reminded_at").execute();
}
