import type { Kysely, Selectable } from "kysely";
import { AppError } from "~/lib/errors";
import { parseForm } from "~/platform/forms/form-action.server";
import { hotelDateTime, hotelInstant } from "~/lib/dates";
import type { Database } from "~/platform/db/db-schema";
import type { RateLimiter } from "~/platform/limits/rate-limiter.server";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { withAcknowledgementTurn } from "~/platform/email/recipient-budget.server";
import { emailHotel, guestEmail, type EmailHotel } from "~/platform/email/email-layout";
import { enqueueEmail, type NewEmail } from "~/platform/email/outbox.server";
import type { Language } from "~/platform/i18n/language";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import type { CallbackRequestsTable } from "./callbacks.tables";
import { callbackWords } from "./callback-words";
import { type CallbackRequest, type CallbackRequestInput, type CallbackWords, callbackRequestSchema } from "./schema";

type Db = Kysely<Database>;

/** The newest requests shown on the staff screen and answered by the API. */
export const CALLBACK_LIST_LIMIT = 200;

/** The feature's words in one language. */
export const callbackWordsIn = (language: Language): CallbackWords => (key, values) => callbackWords.t(language, key, values);

/** The server's clock for the schema: now, and Lilongwe's wall clock read as an instant. */
const SERVER_CLOCK = { now: () => Date.now(), toInstant: hotelInstant };

/**
 * Checks a request in the asker's language: 422 with every field's message, in that language,
 * and the first one as the answer's message.
 */
export function parseCallbackRequest(fields: Record<string, unknown>, language: Language): CallbackRequestInput {
  const t = callbackWordsIn(language);
  return parseForm(callbackRequestSchema(t, SERVER_CLOCK), fields, t("checkFields"));
}

/** The guest's note of the time we will call, in their language, on the site's one email layout. */
export function callbackEmail(input: { to: string; name: string; phone: string; callAt: string; language: Language; hotel: EmailHotel; hotelPhone: string }): NewEmail {
  const t = callbackWordsIn(input.language);
  return guestEmail({
    kind: "callback-requested",
    to: input.to,
    language: input.language,
    hotel: input.hotel,
    subject: t("email.subject", { hotel: input.hotel.name }),
    name: input.name,
    body: [
      t("email.body", { hotel: input.hotel.name, phone: input.phone, when: hotelDateTime(input.callAt, input.language, { weekday: true }) }),
      "",
      t("email.change", { hotelPhone: input.hotelPhone }),
    ],
  });
}

/**
 * A guest's request from /CallMeBack or `POST /api/callbacks`, in `language`: checked, stored
 * and acknowledged by email in one transaction. The Contact Us limit counts it (a call-back is
 * a way of contacting the hotel), taken before the work and given back when it is refused; the
 * per-recipient budget may hold the email (decision 052), never the request.
 */
export async function requestCallback(
  services: { db: Db; rateLimits: { contact: RateLimiter; acknowledgementRecipient: RateLimiter } },
  fields: Record<string, unknown>,
  language: Language,
  address: string | null,
): Promise<{ id: number }> {
  const store = async () => {
    const input = parseCallbackRequest(fields, language);
    return withAcknowledgementTurn(services.rateLimits.acknowledgementRecipient, input.email, async (acknowledgement) => {
      const settings = await getSiteSettings(services.db);
      return services.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("callback_requests")
          .values({ name: input.name, phone: input.phone, email: input.email, call_at: input.callAt, language, acknowledgement, created_at: new Date().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (acknowledgement === "sent") {
          await enqueueEmail(trx, callbackEmail({ to: input.email, name: input.name, phone: input.phone, callAt: input.callAt, language, hotel: emailHotel(settings), hotelPhone: settings.phone24h }));
        }
        return { id: row.id };
      });
    });
  };
  return address ? services.rateLimits.contact.spend(address, store) : store();
}

function fromRow(row: Selectable<CallbackRequestsTable>): CallbackRequest {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    callAt: row.call_at,
    language: row.language,
    acknowledgement: row.acknowledgement,
    createdAt: row.created_at,
    doneAt: row.done_at,
    doneBy: row.done_by,
  };
}

/**
 * Requests still to call first, soonest first; then the ones done, most recent first (so the
 * limit keeps the latest calls made). Sorted by the database alone: within each group one key
 * is always NULL and the other never, so SQLite and PostgreSQL, which put NULLs at opposite
 * ends, give the same order; the id settles ties.
 */
export async function listCallbacks(db: Db): Promise<CallbackRequest[]> {
  const rows = await db
    .selectFrom("callback_requests")
    .selectAll()
    .orderBy((eb) => eb.case().when("done_at", "is", null).then(0).else(1).end())
    .orderBy((eb) => eb.case().when("done_at", "is", null).then(eb.ref("call_at")).end(), "asc")
    .orderBy("done_at", "desc")
    .orderBy("id", "asc")
    .limit(CALLBACK_LIST_LIMIT)
    .execute();
  return rows.map(fromRow);
}

/** Marks a request called (or not yet), noting who; 404 when it is gone. Recorded in the activity log. */
export async function setCallbackDone(db: Db, id: number, done: boolean, viewer: Viewer): Promise<CallbackRequest> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("callback_requests")
      .set(done ? { done_at: new Date().toISOString(), done_by: viewer.name } : { done_at: null, done_by: null })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError("not_found", "No such call-back request");
    await recordAudit(trx, { actor: viewer, action: done ? "handle" : "reopen", subjectType: "callback_requests", subjectId: id, subjectLabel: `${row.name} ${row.phone}` });
    return fromRow(row);
  });
}
