import type { Kysely } from "kysely";
import { imageColumn, withId, withTimestamps } from "./column-helpers";

/**
 * The home page's logo slider (SPEC §2 "logo slider"): the marks of the hotel's partners,
 * each a name (its alt text), an optional link to the partner's site and a logo picture,
 * managed on /partners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("partner_logos"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image_id", "integer", imageColumn),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("partner_logos").ifExists().execute();
}
