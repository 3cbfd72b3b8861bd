import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * "Call me back" requests (features/callbacks): a guest's name, number, email and the instant
 * to call (`call_at`, ISO-8601 UTC, chosen on Lilongwe's clock); the language of their email;
 * whether that email went out or was held (decision 052); when staff called, and who.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("callback_requests"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("call_at", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("acknowledgement", "text", (c) => c.notNull().defaultTo("sent"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .addColumn("done_by", "text")
    .execute();
  await db.schema.createIndex("callback_requests_call_at").on("callback_requests").column("call_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("callback_requests").ifExists().execute();
}
