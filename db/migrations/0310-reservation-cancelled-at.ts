import type { Kysely } from "kysely";

/**
 * When a stay was cancelled (by the guest's link, the guest signed in, or staff at the guest's
 * request), so a cancel link opened again can say "already cancelled on <date>" rather than a
 * generic refusal. Stays cancelled before this column stay without a date: their links had
 * already been spent (their token hashes cleared), so no page needs one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("cancelled_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").dropColumn("cancelled_at").execute();
}
