import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { newToken } from "~/features/auth/tokens.server";
import { csvResponse, toCsv } from "~/lib/csv";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/hotel-date";
import { messages } from "~/lib/messages";
import { containsText } from "~/lib/text-search.server";
import type { Viewer } from "~/features/auth/roles";
import { recordAudit } from "~/features/audit/audit-log.server";

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

/** Newest first; `query` narrows to addresses containing it, ignoring case. */
export async function listNewsletterSubscribers(db: Kysely<Database>, options: { query?: string } = {}) {
  let select = db.selectFrom("newsletter_subscribers").select(["id", "email", "created_at"]);
  if (options.query) {
    const query = options.query;
    select = select.where((eb) => containsText(eb, ["email"], query));
  }
  const rows = await select.orderBy("id", "desc").execute();
  return rows.map((r) => ({ id: r.id, newsletter: r.email, created_at: r.created_at }));
}

/** Staff take an address off the list (e.g. on a reader's request by phone). */
/** Staff remove an address; the activity log names who removed which one. */
export async function removeNewsletterSubscriber(db: Kysely<Database>, id: number, actor: Viewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("newsletter_subscribers").select("email").where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("not_found", messages.notFound);
    await trx.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
    await recordAudit(trx, { actor, action: "delete", subjectType: "newsletter_subscribers", subjectId: id, subjectLabel: row.email });
  });
}

/** The list (or the matching part of it) as a spreadsheet download for staff. */
export async function newsletterCsv(db: Kysely<Database>, query: string): Promise<Response> {
  const rows = await listNewsletterSubscribers(db, { query });
  return csvResponse(`newsletter-${hotelDate()}.csv`, toCsv(["Email", "Subscribed (UTC)"], rows.map((r) => [r.newsletter, r.created_at])));
}
