import type { Kysely } from "kysely";
import { imageColumn, withId, withTimestamps } from "./column-helpers";

/** The picture gallery (SPEC §3 "Gallery item": name and image), managed on /picture. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("gallery_items"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("image_id", "integer", imageColumn),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("gallery_items").ifExists().execute();
}
