import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { newToken } from "~/features/auth/tokens.server";

/**
 * Adds an address to the newsletter list. An address already on the list is a success
 * without a second row (DECISIONS §6); the unique index settles two simultaneous sign-ups.
 */
export async function subscribeToNewsletter(db: Kysely<Database>, email: string): Promise<{ created: boolean }> {
  const result = await db
    .insertInto("newsletter_subscribers")
    .values({ email, unsubscribe_token: newToken(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
}

export async function listNewsletterSubscribers(db: Kysely<Database>) {
  const rows = await db.selectFrom("newsletter_subscribers").select(["id", "email", "created_at"]).orderBy("id", "desc").execute();
  return rows.map((r) => ({ id: r.id, newsletter: r.email, created_at: r.created_at }));
}
