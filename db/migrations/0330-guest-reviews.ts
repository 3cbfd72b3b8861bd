import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * Guest reviews staff copy from guests' letters and comment cards (features/reviews), shown on
 * the home page: the guest's words, their name, their stay or occasion and a rating out of 5.
 * The stay and the rating are null when staff give none; the Chichewa versions of the words
 * live in record_translations, like every record's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("guest_reviews"))
      .addColumn("quote", "text", (c) => c.notNull())
      .addColumn("guest_name", "text", (c) => c.notNull())
      .addColumn("stay", "text")
      .addColumn("rating", "integer"),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("guest_reviews").ifExists().execute();
}
