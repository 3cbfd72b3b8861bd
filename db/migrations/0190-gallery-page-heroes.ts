import type { Kysely } from "kysely";

/**
 * A gallery picture may also head one of the pages that have no record of their own to show
 * (Who We Are, the VIP Club, Contact Us): the page it heads, or "" for none (docs/decisions/034).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gallery_items").addColumn("heads_page", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("gallery_items").dropColumn("heads_page").execute();
}
