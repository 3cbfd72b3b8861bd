import type { Kysely } from "kysely";

/**
 * When the account's email was last shown to be its owner's: a link sent to it was used (a
 * password reset, a change of address, or "confirm my email" from the dashboard). Only then does
 * the dashboard list stays booked with that address before the account existed, or while signed
 * out: anyone can register any address, but only its owner can open its mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
