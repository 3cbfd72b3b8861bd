import type { Kysely } from "kysely";

/**
 * The currency a guest saw their stay's price in (DECISIONS §10), kept with the reservation:
 * the emails staff's answers send later give the dollar approximation too, at the rate staff
 * have set then, as the first one did. `MWK` or `USD`; rows from before saw kwacha only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("currency", "text", (c) => c.notNull().defaultTo("MWK")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").dropColumn("currency").execute();
}
