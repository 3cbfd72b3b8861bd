import type { Kysely } from "kysely";

/**
 * The guest's confirmation email carries a cancel link of its own (DECISIONS §9), beside the
 * one in the first email: both stay usable until the stay is cancelled or declined. Only the
 * SHA-256 of its token is kept, like the first link's; unique, since a token finds its stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("reservations").addColumn("confirmation_cancel_token_hash", "text").execute();
  await db.schema.createIndex("reservations_confirmation_cancel_token").unique().on("reservations").column("confirmation_cancel_token_hash").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("reservations_confirmation_cancel_token").ifExists().execute();
  await db.schema.alterTable("reservations").dropColumn("confirmation_cancel_token_hash").execute();
}
