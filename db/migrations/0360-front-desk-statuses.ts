import type { Kysely } from "kysely";

/**
 * The front desk's day (DECISIONS §11): when a guest was checked in and out, and, for a guest
 * who left early, the departure they had booked (the stay's `departure` becomes the day they
 * left, so the nights not slept are free again). The statuses themselves (`checked_in`,
 * `checked_out`, `no_show`) fit the text column `status` as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("checked_in_at", "text").execute();
  await db.schema.alterTable("reservations").addColumn("checked_out_at", "text").execute();
  await db.schema.alterTable("reservations").addColumn("booked_departure", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").dropColumn("booked_departure").execute();
  await db.schema.alterTable("reservations").dropColumn("checked_out_at").execute();
  await db.schema.alterTable("reservations").dropColumn("checked_in_at").execute();
}
