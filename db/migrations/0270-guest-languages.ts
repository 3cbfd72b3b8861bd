import type { Kysely } from "kysely";

/**
 * The language a guest used on the site, kept with what they made there (decision 046): the
 * emails sent later, when staff confirm a reservation or approve a VIP application, or when a
 * membership is about to expire, are written in it. `en` or `ny`; rows from before speak English.
 * An account's language is set when it registers and when its owner saves their profile.
 */
const TABLES = ["reservations", "event_requests", "vip_applications", "users"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("language").execute();
  }
}
