import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * The email outbox (docs/decisions/018-email-outbox.md) and password reset tokens
 * (DECISIONS §3).
 *
 * `email_outbox`: every email the site sends is first a row, written in the same
 * transaction as the change that causes it, so a rolled-back registration sends nothing and
 * a committed one is never forgotten. `status` is pending, sent or failed; `attempts` and
 * `next_attempt_at` drive the retries; `last_error` never holds the relay's password.
 *
 * `password_resets`: only the sha256 of a token is kept; `used_at` makes it single-use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("email_outbox"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("email_outbox_due").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("email_outbox_created_at").on("email_outbox").columns(["created_at", "id"]).execute();

  await withId(db, db.schema.createTable("password_resets"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_user").on("password_resets").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("password_resets").ifExists().execute();
  await db.schema.dropTable("email_outbox").ifExists().execute();
}
