import type { Kysely } from "kysely";

/**
 * Where a stay was sold (DECISIONS §11, the hotel's numbers by channel): `direct` for a stay
 * booked on the site, which is every stay so far. The front desk and each imported agency
 * will write their own names here; the reports count stays and room-nights per value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("channel", "text", (c) => c.notNull().defaultTo("direct")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").dropColumn("channel").execute();
}
