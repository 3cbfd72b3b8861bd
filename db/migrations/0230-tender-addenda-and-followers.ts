import { type Kysely, sql } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * Tenders bidders can rely on (features/tenders, docs/decisions/040-tenders.md).
 *
 * - `tenders.closes_at`: the closing instant (ISO-8601 UTC) staff set as a date and time in
 *   Lilongwe; `closing_date` stays beside it as that instant's date there. Tenders stored
 *   before had a date only and were open through it, so they close at 23:59 that day.
 *   `announced_closes_at` is the closing time followers were last told of (null: none yet);
 *   when it differs from `closes_at`, the change is still to be announced.
 * - `tender_addenda`: a tender's addenda, each with its PDF; `announced_at` is null until its
 *   followers' emails are queued. They go with their tender.
 * - `tender_followers`: addresses that asked for a tender's news, confirmed by email (double
 *   opt-in, like the newsletter): the confirmation token is stored as its sha256 only.
 *   `language` is the one the emails are written in; `link_origin` is the site address the
 *   follower used, for the links in later emails when no PUBLIC_URL is set.
 * - `tender_follower_tokens`: the sha256 of each unsubscribe link sent (one per email, since a
 *   stored hash cannot be sent again); every one of them leaves the list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tenders").addColumn("closes_at", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("tenders").addColumn("announced_closes_at", "text").execute();
  // 23:59 in Lilongwe (UTC+2 all year) is 21:59 UTC.
  await sql`update tenders set closes_at = closing_date || 'T21:59:00.000Z', announced_closes_at = closing_date || 'T21:59:00.000Z'`.execute(db);

  await withTimestamps(
    withId(db, db.schema.createTable("tender_addenda"))
      .addColumn("tender_id", "integer", (c) => c.notNull().references("tenders.id").onDelete("cascade"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("posted_at", "text", (c) => c.notNull())
      .addColumn("announced_at", "text")
      .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null")),
  ).execute();
  await db.schema.createIndex("tender_addenda_tender").on("tender_addenda").column("tender_id").execute();
  await db.schema.createIndex("tender_addenda_announced").on("tender_addenda").column("announced_at").execute();

  await withId(db, db.schema.createTable("tender_followers"))
    .addColumn("tender_id", "integer", (c) => c.notNull().references("tenders.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("confirmed_at", "text")
    .addColumn("confirm_token_hash", "text", (c) => c.unique())
    .addColumn("confirmation_sent_at", "text")
    .addColumn("link_origin", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("tender_followers_tender_email", ["tender_id", "email"])
    .execute();

  await db.schema
    .createTable("tender_follower_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey().notNull())
    .addColumn("follower_id", "integer", (c) => c.notNull().references("tender_followers.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("tender_follower_tokens_follower").on("tender_follower_tokens").column("follower_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tender_follower_tokens").ifExists().execute();
  await db.schema.dropTable("tender_followers").ifExists().execute();
  await db.schema.dropTable("tender_addenda").ifExists().execute();
  await db.schema.alterTable("tenders").dropColumn("announced_closes_at").execute();
  await db.schema.alterTable("tenders").dropColumn("closes_at").execute();
}
