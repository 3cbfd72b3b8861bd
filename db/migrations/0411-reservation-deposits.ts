import type { Kysely } from "kysely";

/*
 * The deposit a stay asks for (DECISIONS §12): worked out from the deposit policy in force when
 * the guest sent the request, as /booking showed it (whole kwacha, 0 for none), and the instant
 * by which it is to be paid, set when staff confirm the stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("deposit_due", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("reservations").addColumn("deposit_due_by", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").dropColumn("deposit_due_by").execute();
  await db.schema.alterTable("reservations").dropColumn("deposit_due").execute();
}
