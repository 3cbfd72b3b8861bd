import type { Kysely } from "kysely";

/**
 * Staff choose the order of the management team's cards (DECISIONS §4 gives the team its
 * own create/update/delete). Existing rows get 0, so they keep their id order until staff
 * place them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("management_team").addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("management_team").dropColumn("sort_order").execute();
}
