import type { Kysely } from "kysely";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/platform/db/db-schema";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { writeWithFile } from "~/platform/files/file-records.server";
import { FILE_RULES } from "~/platform/files/file-rules";
import { type PreparedFile, readFileField } from "~/platform/files/prepare-file.server";
import { downloadNameFor, fileUrl } from "~/platform/files/stored-file";
import { parseForm } from "~/platform/forms/form-action.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { eventRequestForSalesEmail, eventRequestReceivedEmail } from "~/features/event-requests/event-requests.emails";
import { emailHotel } from "~/platform/email/email-layout";
import { getAllSiteSettings } from "~/platform/settings/get-site-settings.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import { type AcknowledgementState, withAcknowledgementTurn } from "~/platform/email/recipient-budget.server";
import { whatsappLink, whatsappTextFor } from "~/features/event-requests/whatsapp";
import type { EventRequestStatus } from "~/features/event-requests/staff-labels";
import {
  type EventRequest,
  type EventRequestInput,
  EventRequestInputSchema,
  type EventRequestUpdate,
} from "~/features/event-requests/schema";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";
import { fieldWords } from "~/platform/forms/field-words";

type Db = Kysely<Database>;
type Services = Pick<AppServices, "db" | "files">;

/** The most the inbox shows at once; the CSV export has them all. */
export const EVENT_REQUEST_LIST_LIMIT = 500;

/** "EV-2026-0042": the hotel's year of the request and its number. */
function eventReference(id: number, createdAt: Date = new Date()): string {
  return `EV-${hotelDate(createdAt).slice(0, 4)}-${String(id).padStart(4, "0")}`;
}

async function referenceForKey(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom("event_requests").select("reference").where("idempotency_key", "=", key).executeTakeFirst();
  return row?.reference ?? null;
}

/**
 * Stores a guest's request with its optional attachment (staff-only file). A request sent
 * again with the same idempotency key (a double tap on Finish, a retry over a dropped
 * connection) answers the first one's reference and stores nothing, attachment included.
 * `language` is the guest's: their acknowledgement is written in it, and it is kept.
 */
async function createEventRequest(
  services: Services,
  input: EventRequestInput,
  file: PreparedFile | undefined,
  language: Language,
  acknowledgement: AcknowledgementState,
): Promise<{ reference: string; replayed: boolean }> {
  const key = input.idempotencyKey ?? null;
  if (key) {
    const existing = await referenceForKey(services.db, key);
    if (existing) return { reference: existing, replayed: true };
  }
  const now = new Date();
  const settings = await getAllSiteSettings(services.db);
  try {
    const reference = await writeWithFile(
      services,
      file ? { prepared: file, visibility: "staff", downloadName: downloadNameFor("Event request", file.ext) } : undefined,
      async (trx, fileId) => {
        const { id } = await trx
          .insertInto("event_requests")
          .values({
            reference: null,
            idempotency_key: key,
            event_name: input.eventName,
            start_date: input.eventDatesS,
            end_date: input.eventDatesE,
            event_type: input.eventType,
            num_rooms: input.numRooms ?? null,
            attendees: input.Attendees,
            other: input.other,
            // Several services stored as one text, as staff and the sales team read them.
            service_type: input.serviceType.join(", "),
            space: input.space,
            first_name: input.firstName,
            last_name: input.lastName,
            contact_email: input.contactEmail,
            phone_number: input.phoneNumber,
            additional_info: input.additionalInfo,
            file_id: fileId,
            language,
            acknowledgement,
            status: "new",
            notes: "",
            updated_by: null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const value = eventReference(id, now);
        await trx.updateTable("event_requests").set({ reference: value }).where("id", "=", id).execute();
        // Staff save the attachment under the reference and the event's name, never the guest's file name.
        if (fileId !== null && file) {
          await trx.updateTable("files").set({ download_name: downloadNameFor(`${value} ${input.eventName}`, file.ext) }).where("id", "=", fileId).execute();
        }
        // The guest's acknowledgement and the sales team's copy commit with the request (DECISIONS §7).
        const facts = {
          reference: value, eventName: input.eventName, startDate: input.eventDatesS, endDate: input.eventDatesE, eventType: input.eventType,
          attendees: input.Attendees, numRooms: input.numRooms ?? null, serviceType: input.serviceType.join(", "), space: input.space, other: input.other,
          additionalInfo: input.additionalInfo, firstName: input.firstName, lastName: input.lastName, email: input.contactEmail,
          phone: input.phoneNumber, hasAttachment: fileId !== null,
        };
        if (acknowledgement === "sent") {
          await enqueueEmail(trx, eventRequestReceivedEmail({
            facts, language, hotel: emailHotel(settings), phone: settings.phone24h,
            whatsappLink: whatsappLink(settings.whatsappNumber, whatsappTextFor(settings.hotelName, value)),
          }));
        }
        await enqueueEmail(trx, eventRequestForSalesEmail({ facts, salesEmail: settings.salesEmail || settings.email, hotelName: settings.hotelName, acknowledgementWithheld: acknowledgement === "withheld" }));
        return { value, dropFileIds: [] };
      },
    );
    return { reference, replayed: false };
  } catch (error) {
    // Two copies of one request raced past the lookup: the second finds the first.
    if (key && isUniqueViolation(error)) {
      const existing = await referenceForKey(services.db, key);
      if (existing) return { reference: existing, replayed: true };
    }
    throw error;
  }
}

function selectRequests(db: Db) {
  return db
    .selectFrom("event_requests as r")
    .leftJoin("files as f", "f.id", "r.file_id")
    .leftJoin("users as u", "u.id", "r.updated_by")
    .select([
      "r.id", "r.reference", "r.event_name", "r.start_date", "r.end_date", "r.event_type", "r.num_rooms", "r.attendees", "r.other",
      "r.service_type", "r.space", "r.first_name", "r.last_name", "r.contact_email", "r.phone_number", "r.additional_info",
      "r.status", "r.notes", "r.acknowledgement", "r.created_at", "r.updated_at", "u.name as updated_by_name",
      "f.stored_name", "f.download_name", "f.visibility", "f.byte_size", "f.mime",
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRequests>["executeTakeFirstOrThrow"]>>;

function toEventRequest(row: Row): EventRequest {
  return {
    id: row.id,
    reference: row.reference ?? eventReference(row.id, new Date(row.created_at)),
    eventName: row.event_name,
    eventDatesS: row.start_date,
    eventDatesE: row.end_date,
    eventType: row.event_type,
    numRooms: row.num_rooms,
    Attendees: row.attendees,
    other: row.other,
    serviceType: row.service_type,
    space: row.space,
    firstName: row.first_name,
    lastName: row.last_name,
    contactEmail: row.contact_email,
    phoneNumber: row.phone_number,
    additionalInfo: row.additional_info,
    status: row.status,
    notes: row.notes,
    acknowledgement: row.acknowledgement === "withheld" ? "withheld" : "sent",
    eventFile:
      row.stored_name && row.download_name && row.visibility && row.mime && row.byte_size !== null
        ? { url: fileUrl({ stored_name: row.stored_name, download_name: row.download_name, visibility: row.visibility }), downloadName: row.download_name, byteSize: row.byte_size, mime: row.mime }
        : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    updated_by: row.updated_by_name,
  };
}

/** Newest first, optionally one status only. */
export async function listEventRequests(db: Db, options: { status?: EventRequestStatus | undefined; limit?: number } = {}): Promise<EventRequest[]> {
  let select = selectRequests(db);
  if (options.status) select = select.where("r.status", "=", options.status);
  const rows = await select
    .orderBy("r.created_at", "desc")
    .orderBy("r.id", "desc")
    .limit(options.limit ?? EVENT_REQUEST_LIST_LIMIT)
    .execute();
  return rows.map(toEventRequest);
}

/** How many requests each status holds, for the inbox's tabs. */
export async function countEventRequestsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom("event_requests").select(["status", (eb) => eb.fn.countAll<string | number>().as("n")]).groupBy("status").execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

const labelOfRow = (row: { reference: string | null; event_name: string; first_name: string; last_name: string }) =>
  `${row.reference ?? ""} ${row.event_name} (${row.first_name} ${row.last_name})`.trim();

/** Staff move a request on (status) and keep notes; logged with the request's reference. */
export async function updateEventRequest(db: Db, id: number, change: EventRequestUpdate, actor: Viewer): Promise<EventRequest> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("event_requests").select(["reference", "event_name", "first_name", "last_name"]).where("id", "=", id).executeTakeFirst();
    if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
    await trx
      .updateTable("event_requests")
      .set({
        ...(change.status !== undefined ? { status: change.status } : {}),
        ...(change.notes !== undefined ? { notes: change.notes } : {}),
        updated_at: new Date().toISOString(),
        updated_by: actor.id,
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, { actor, action: "update", subjectType: "event_requests", subjectId: id, subjectLabel: labelOfRow(row) });
  });
  return toEventRequest(await selectRequests(db).where("r.id", "=", id).executeTakeFirstOrThrow());
}

/** Deletes a request and its attachment (row in the transaction, bytes after it commits). */
export async function deleteEventRequest(services: Services, id: number, actor: Viewer): Promise<void> {
  await writeWithFile(services, undefined, async (trx) => {
    const row = await trx
      .selectFrom("event_requests")
      .select(["reference", "event_name", "first_name", "last_name", "file_id"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
    await recordAudit(trx, { actor, action: "delete", subjectType: "event_requests", subjectId: id, subjectLabel: labelOfRow(row) });
    await trx.deleteFrom("event_requests").where("id", "=", id).execute();
    return { value: undefined, dropFileIds: [row.file_id] };
  });
}

/**
 * One submission of the wizard, from the API or the /EventPlan page alike: the per-address
 * throttle's turn first (given back unless the request is stored, so a guest fixing a typo is
 * not locked out), the shared schema, the attachment judged by its bytes, then the store.
 */
export async function receiveEventRequest(
  services: Services & Pick<AppServices, "rateLimits">,
  fields: Record<string, unknown>,
  options: { address: string | null; idempotencyKey?: string | null | undefined; language?: Language },
): Promise<{ message: string; reference: string }> {
  const receive = async () => {
    const withKey = options.idempotencyKey && !fields.idempotencyKey ? { ...fields, idempotencyKey: options.idempotencyKey } : fields;
    let input: EventRequestInput;
    try {
      input = parseForm(EventRequestInputSchema, withKey);
    } catch (error) {
      // SPEC §8's answer to an incomplete form, with every field's own message beside it.
      if (error instanceof AppError && error.code === "validation") throw new AppError("validation", eventRequestsWords.msg("eventRequestFailed"), { errors: error.errors });
      throw error;
    }
    const file = await readFileField(fields, "eventFile", FILE_RULES["event-attachment"]);
    // Whoever sends it, one address gets only so many acknowledgements an hour (decision 052); a replay sent none.
    return withAcknowledgementTurn(
      services.rateLimits.acknowledgementRecipient,
      input.contactEmail,
      (acknowledgement) => createEventRequest(services, input, file, options.language ?? DEFAULT_LANGUAGE, acknowledgement),
      (r) => !r.replayed,
    );
  };
  // A replay of a stored request (same idempotency key) gives its turn back.
  const result = options.address ? await services.rateLimits.publicForms.spend(options.address, receive, (r) => !r.replayed) : await receive();
  return { message: eventRequestsWords.msg("eventRequestSuccess"), reference: result.reference };
}
