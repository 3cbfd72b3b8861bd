import type { Kysely, Selectable } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { VipApplicationsTable } from "~/features/vip/vip.tables";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { AppError } from "~/lib/errors";
import { parseForm } from "~/platform/forms/form-action.server";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { vipEmail } from "~/features/vip/vip.emails";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { emailHotel } from "~/platform/email/email-layout";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import {
  canRenew,
  membershipStateOf,
  type VipApplication,
  type VipApplicationRecord,
  type VipApplicationInput,
  VipApplicationInputSchema,
  type VipApplicationUpdate,
  VipApplicationUpdateSchema,
} from "~/features/vip/schema";
import { vipWords } from "~/features/vip/vip-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The member's side of the VIP club (DECISIONS §2, §7): a member applies for themselves, reads,
 * edits and deletes their own applications and asks to renew. Ownership is part of every
 * query, so another member's application looks exactly like one that does not exist (404).
 * Staff review lives in vip-review.server.ts.
 */

type Db = Kysely<Database>;
type Row = Selectable<VipApplicationsTable>;

/** The most applications one account's list shows. */
const LIST_LIMIT = 100;

/** The stored fields under SPEC §3's names, shared by the member's and the staff's view of an application. */
export function vipApplicationRecord(row: Row): VipApplicationRecord {
  return {
    id: row.id,
    userID: row.user_id,
    title: row.title,
    firstName: row.first_name,
    lastName: row.last_name,
    Company: row.company,
    postalAddress: row.postal_address,
    cell: row.cell,
    cell2: row.cell2,
    nationality: row.nationality,
    birthDate: row.birth_date,
    passportNo: row.passport_no,
    email: row.email,
    sms: row.sms,
    signature: row.signature,
    salesPerson: row.sales_person,
    department: row.department,
    expires: row.expires,
    status: row.status,
    renewalStatus: row.renewal_status,
    renewalRequestedAt: row.renewal_requested_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toVipApplication(row: Row, today: string = hotelDate()): VipApplication {
  const state = { status: row.status, expires: row.expires, renewalStatus: row.renewal_status };
  return { ...vipApplicationRecord(row), membership: membershipStateOf(state, today), canRenew: canRenew(state, today) };
}

function fieldsOf(input: VipApplicationUpdate) {
  return {
    title: input.title,
    first_name: input.firstName,
    last_name: input.lastName,
    company: input.Company,
    postal_address: input.postalAddress,
    cell: input.cell,
    cell2: input.cell2,
    nationality: input.nationality,
    birth_date: input.birthDate,
    passport_no: input.passportNo,
    email: input.email,
    sms: input.sms,
    signature: input.signature,
  };
}

async function rowForKey(db: Db, key: string): Promise<Row | undefined> {
  return db.selectFrom("vip_applications").selectAll().where("idempotency_key", "=", key).executeTakeFirst();
}

/** A replayed key answers its first application, but only to the account that sent it. */
function replayOf(row: Row, member: Viewer): VipApplication {
  if (row.user_id !== member.id) throw new AppError("conflict", vipWords.msg("vipKeyUsed"), { errors: { idempotencyKey: [vipWords.msg("vipKeyUsed")] } });
  return toVipApplication(row);
}

/**
 * A member applies for themselves: the account is the logged-in one (never a `userID` from the
 * input), salesPerson and department start at `0`, status `pending`, and the 'vip-received'
 * email is queued in the same transaction. A Finish sent again with the same idempotency key
 * (a double tap, a retry over a dropped connection) answers the first application. `language`
 * is the member's: the application keeps it for the emails its review sends later.
 */
async function createVipApplication(db: Db, member: Viewer, input: VipApplicationInput, language: Language): Promise<{ application: VipApplication; replayed: boolean }> {
  const key = input.idempotencyKey ?? null;
  if (key) {
    const existing = await rowForKey(db, key);
    if (existing) return { application: replayOf(existing, member), replayed: true };
  }
  const hotel = emailHotel(await getSiteSettings(db));
  const now = new Date().toISOString();
  try {
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("vip_applications")
        .values({
          user_id: member.id,
          idempotency_key: key,
          ...fieldsOf(input),
          sales_person: "0",
          department: "0",
          expires: null,
          status: "pending",
          renewal_status: null,
          renewal_requested_at: null,
          reviewed_by: null,
          reviewed_at: null,
          expiry_reminder_for: null,
          language,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await enqueueEmail(trx, vipEmail({ kind: "received", to: input.email, language, name: `${input.title} ${input.lastName}`, hotel }));
      return inserted;
    });
    return { application: toVipApplication(row), replayed: false };
  } catch (error) {
    // Two copies of one Finish raced past the lookup: the second finds the first.
    if (key && isUniqueViolation(error)) {
      const existing = await rowForKey(db, key);
      if (existing) return { application: replayOf(existing, member), replayed: true };
    }
    throw error;
  }
}

/** One account's applications, newest first. */
export async function listVipApplicationsOf(db: Db, userId: number): Promise<VipApplication[]> {
  const today = hotelDate();
  const rows = await db
    .selectFrom("vip_applications")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LIST_LIMIT)
    .execute();
  return rows.map((row) => toVipApplication(row, today));
}

async function ownRow(db: Db, member: Viewer, id: number): Promise<Row> {
  const row = await db.selectFrom("vip_applications").selectAll().where("id", "=", id).where("user_id", "=", member.id).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  return row;
}

/** The member corrects their own application; its review (status, expiry, department) stays as staff left it. */
export async function updateOwnVipApplication(db: Db, member: Viewer, id: number, input: VipApplicationUpdate): Promise<VipApplication> {
  const updated = await db
    .updateTable("vip_applications")
    .set({ ...fieldsOf(input), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("user_id", "=", member.id)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError("not_found", fieldWords.msg("notFound"));
  return toVipApplication(updated);
}

export async function deleteOwnVipApplication(db: Db, member: Viewer, id: number): Promise<void> {
  const result = await db.deleteFrom("vip_applications").where("id", "=", id).where("user_id", "=", member.id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError("not_found", fieldWords.msg("notFound"));
}

/**
 * Renew (DECISIONS §7): only an approved membership that has expired or expires within 30 days
 * of the hotel's today; staff then approve it with a new expiry or reject it.
 */
export async function requestVipRenewal(db: Db, member: Viewer, id: number): Promise<VipApplication> {
  const row = await ownRow(db, member, id);
  const today = hotelDate();
  const state = { status: row.status, expires: row.expires, renewalStatus: row.renewal_status };
  if (row.renewal_status === "pending") throw new AppError("conflict", vipWords.msg("vipRenewAlreadyPending"));
  if (!canRenew(state, today)) throw new AppError("conflict", vipWords.msg("vipRenewNotDue"));
  const now = new Date().toISOString();
  const updated = await db
    .updateTable("vip_applications")
    .set({ renewal_status: "pending", renewal_requested_at: now, updated_at: now })
    .where("id", "=", id)
    .where("user_id", "=", member.id)
    // Settled in the statement too, so two taps cannot both pass the check above.
    .where((eb) => eb.or([eb("renewal_status", "is", null), eb("renewal_status", "!=", "pending")]))
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw new AppError("conflict", vipWords.msg("vipRenewAlreadyPending"));
  return toVipApplication(updated, today);
}

/**
 * Send again (DECISIONS §7): a member whose application was not approved corrects it (Edit) and
 * sends it back for review. Rejected → pending, the rejection's note and reviewer cleared, an
 * audit entry and the 'vip-received' email again, all in one transaction. Only a rejected
 * application of the member's own; the update re-checks `rejected`, so two taps send it once.
 * The application takes the `language` it was sent again in, as a new one would.
 */
export async function resubmitVipApplication(db: Db, member: Viewer, id: number, language: Language = DEFAULT_LANGUAGE): Promise<VipApplication> {
  const row = await ownRow(db, member, id);
  if (row.status !== "rejected") throw new AppError("conflict", vipWords.msg("vipResubmitNotRejected", { status: row.status }));
  const hotel = emailHotel(await getSiteSettings(db));
  const updated = await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const changed = await trx
      .updateTable("vip_applications")
      .set({ status: "pending", review_note: "", reviewed_by: null, reviewed_at: null, language, updated_at: now })
      .where("id", "=", id)
      .where("user_id", "=", member.id)
      .where("status", "=", "rejected")
      .returningAll()
      .executeTakeFirst();
    if (!changed) throw new AppError("conflict", vipWords.msg("vipResubmitNotRejected", { status: "pending" }));
    await recordAudit(trx, {
      actor: member,
      action: "resubmit",
      subjectType: "vip_applications",
      subjectId: id,
      subjectLabel: `${changed.first_name} ${changed.last_name} (${changed.email})`,
    });
    await enqueueEmail(trx, vipEmail({ kind: "received", to: changed.email, language, name: `${changed.title} ${changed.last_name}`, hotel }));
    return changed;
  });
  return toVipApplication(updated);
}

/** One Finish of the wizard or one `POST /api/VipClub`: the shared schema, then the store. */
export async function receiveVipApplication(
  db: Db,
  member: Viewer,
  fields: Record<string, unknown>,
  options: { idempotencyKey?: string | null | undefined; language?: Language } = {},
): Promise<{ message: string; application: VipApplication; replayed: boolean }> {
  const withKey = options.idempotencyKey && !fields.idempotencyKey ? { ...fields, idempotencyKey: options.idempotencyKey } : fields;
  let input: VipApplicationInput;
  try {
    input = parseForm(VipApplicationInputSchema, withKey);
  } catch (error) {
    // SPEC §8's failure toast as the message, every field's own SPEC §5 message beside it.
    if (error instanceof AppError && error.code === "validation") throw new AppError("validation", vipWords.msg("vipApplyFailed"), { errors: error.errors });
    throw error;
  }
  const result = await createVipApplication(db, member, input, options.language ?? DEFAULT_LANGUAGE);
  return { message: vipWords.msg("vipApplied"), ...result };
}

export function parseVipUpdate(fields: Record<string, unknown>): VipApplicationUpdate {
  try {
    return parseForm(VipApplicationUpdateSchema, fields);
  } catch (error) {
    if (error instanceof AppError && error.code === "validation") throw new AppError("validation", vipWords.msg("vipUpdateFailed"), { errors: error.errors });
    throw error;
  }
}
