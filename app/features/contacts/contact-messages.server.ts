import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { containsText } from "~/platform/db/text-search.server";
import type { Viewer } from "~/platform/auth/roles";
import type { ContactInput, ContactMessage } from "~/features/contacts/schema";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { contactMessageEmail } from "~/features/contacts/contacts.emails";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { fieldWords } from "~/platform/forms/field-words";

type Db = Kysely<Database>;

/** The most a list shows at once; staff narrow it with the search. */
export const CONTACT_LIST_LIMIT = 500;

/**
 * Stores a visitor's message and queues it by email to the hotel's address from the
 * settings, with Reply-To the guest, in one transaction (DECISIONS §7). Only a stored
 * message is reported as sent (DECISIONS §6).
 */
export async function createContactMessage(db: Db, input: ContactInput): Promise<{ id: number }> {
  const settings = await getSiteSettings(db);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("contact_messages")
      .values({ ...input, created_at: new Date().toISOString(), handled_at: null, handled_by: null })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueEmail(trx, contactMessageEmail({ hotelEmail: settings.email, hotelName: settings.hotelName, guest: input }));
    return row;
  });
}

function selectMessages(db: Db) {
  return db
    .selectFrom("contact_messages as m")
    .leftJoin("users as u", "u.id", "m.handled_by")
    .select(["m.id", "m.name", "m.email", "m.phonenumber", "m.message", "m.created_at", "m.handled_at", "u.name as handled_by"]);
}

/** Newest first; `query` matches name, email, phone or message, ignoring case. */
export async function listContactMessages(db: Db, options: { query?: string; limit?: number } = {}): Promise<ContactMessage[]> {
  let select = selectMessages(db);
  if (options.query) {
    const query = options.query;
    select = select.where((eb) => containsText(eb, ["m.name", "m.email", "m.phonenumber", "m.message"], query));
  }
  return select
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(options.limit ?? CONTACT_LIST_LIMIT)
    .execute();
}

/** Marks a message handled by `viewer`, or open again. */
export async function setContactHandled(db: Db, id: number, handled: boolean, viewer: Viewer): Promise<ContactMessage> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("contact_messages").select(["name", "email"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
    await trx
      .updateTable("contact_messages")
      .set(handled ? { handled_at: new Date().toISOString(), handled_by: viewer.id } : { handled_at: null, handled_by: null })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, { actor: viewer, action: handled ? "handle" : "reopen", subjectType: "contact_messages", subjectId: id, subjectLabel: `${row.name} <${row.email}>` });
  });
  return selectMessages(db).where("m.id", "=", id).executeTakeFirstOrThrow();
}

/** Deletes a message; `actor` is logged with the sender's name (the activity log keeps no message text). */
export async function deleteContactMessage(db: Db, id: number, actor: Viewer): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("contact_messages").select(["name", "email"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
    await trx.deleteFrom("contact_messages").where("id", "=", id).execute();
    await recordAudit(trx, { actor, action: "delete", subjectType: "contact_messages", subjectId: id, subjectLabel: `${row.name} <${row.email}>` });
  });
}
