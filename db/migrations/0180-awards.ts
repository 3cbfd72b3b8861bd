import type { Kysely } from "kysely";
import { imageColumn, withId, withTimestamps } from "./column-helpers";

/** Awards and recognition the hotel has received (features/awards): a name, the year and a picture of the award. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("awards"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("year", "integer", (c) => c.notNull())
      .addColumn("image_id", "integer", imageColumn),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("awards").ifExists().execute();
}
