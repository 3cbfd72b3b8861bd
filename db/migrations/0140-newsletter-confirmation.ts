import { type Kysely, sql } from "kysely";

/**
 * Newsletter sign-ups are confirmed by email (DECISIONS §6, §7). `confirmed_at` is null until
 * the reader follows the link in the confirmation email; `confirm_token_hash` is the sha256 of
 * that link's token (a fresh one for each email); `confirmation_sent_at` keeps repeated
 * sign-ups of an unconfirmed address from sending a stream of emails. Addresses already on
 * the list signed up before confirmation existed and count as confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirm_token_hash", "text").execute();
  await db.schema.alterTable("newsletter_subscribers").addColumn("confirmation_sent_at", "text").execute();
  await sql`update newsletter_subscribers set confirmed_at = created_at`.execute(db);
  await db.schema.createIndex("newsletter_subscribers_confirm_token").on("newsletter_subscribers").column("confirm_token_hash").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("newsletter_subscribers_confirm_token").ifExists().execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("confirmation_sent_at").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("confirm_token_hash").execute();
  await db.schema.alterTable("newsletter_subscribers").dropColumn("confirmed_at").execute();
}
