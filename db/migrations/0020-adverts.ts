import type { Kysely } from "kysely";
import { imageColumn, withId, withTimestamps } from "./column-helpers";

/**
 * Adverts for the home page popup (SPEC §3): the defaults are SPEC's (title "image",
 * description "advert", tag "umodzi", rates 1). `period` is the stop date as `YYYY-MM-DD`
 * (null: no stop date); `user_id` is the staff member who added it, kept as null if that
 * account is ever removed. The picture (SPEC's `media`) is a media row like every other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("adverts"))
      .addColumn("title", "text", (c) => c.notNull().defaultTo("image"))
      .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("description", "text", (c) => c.notNull().defaultTo("advert"))
      .addColumn("period", "text")
      .addColumn("tag", "text", (c) => c.notNull().defaultTo("umodzi"))
      .addColumn("rates", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("image_id", "integer", imageColumn),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("adverts").ifExists().execute();
}
