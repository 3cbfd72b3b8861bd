import { type ExpressionBuilder, type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { csvResponse, toCsv } from "~/lib/csv";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { emailHotel, type EmailHotel, storedLanguage } from "~/platform/email/email-layout";
import { vipEmail } from "~/features/vip/vip.emails";
import type { Language } from "~/platform/i18n/language";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { vipApplicationRecord } from "~/features/vip/vip-applications.server";
import { formatMalawiCell, type VipApplicationReview, type VipListFilter, type VipReviewInput } from "~/features/vip/review-schema";
import { vipStaffWords } from "~/features/vip/vip-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** DECISIONS §7 / SPEC §3: "Marketing" in `department` marks an active member. */
const VIP_DEPARTMENT = "Marketing";
/** One page of the staff list. */
const VIP_PAGE_SIZE = 12;

/** `date` (YYYY-MM-DD) plus `years`; 29 February becomes 28 February in a year without one. */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
}

/** `date` plus `days`, as YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A membership is active from its approval through its `expires` day, on the hotel's calendar. */
export function isActiveMembership(row: { status: string; expires: string | null }, today: string = hotelDate()): boolean {
  return row.status === "approved" && row.expires !== null && row.expires >= today;
}

function selectApplications(db: Db | Trx) {
  return db
    .selectFrom("vip_applications as v")
    .leftJoin("users as r", "r.id", "v.reviewed_by")
    .selectAll("v")
    .select("r.name as reviewer_name");
}

type Row = Awaited<ReturnType<ReturnType<typeof selectApplications>["executeTakeFirstOrThrow"]>>;

function toReview(row: Row, today: string): VipApplicationReview {
  return {
    ...vipApplicationRecord(row),
    reviewNote: row.review_note,
    reviewedBy: row.reviewer_name,
    reviewedAt: row.reviewed_at,
    active: isActiveMembership(row, today),
  };
}

/** Name (first, last or both), email or passport number contains `query`, ignoring case, on both engines. */
function matches(eb: ExpressionBuilder<Database & { v: Database["vip_applications"] }, "v">, query: string) {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (expression: ReturnType<typeof sql>) => sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
  return eb.or([
    like(sql`${sql.ref("v.first_name")} || ' ' || ${sql.ref("v.last_name")}`),
    like(sql`${sql.ref("v.email")}`),
    like(sql`${sql.ref("v.passport_no")}`),
  ]);
}

interface VipListOptions {
  filter?: VipListFilter | undefined;
  query?: string | undefined;
  /** 1-based; clamped to the pages there are. Without it, every match (the CSV). */
  page?: number | undefined;
  today?: string;
}

/** Newest first (pending: latest sent or changed first; renewal requests: oldest request first, the order staff answer them). */
export async function listVipApplications(
  db: Db,
  options: VipListOptions = {},
): Promise<{ items: VipApplicationReview[]; total: number; page: number; pages: number }> {
  const today = options.today ?? hotelDate();
  let select = selectApplications(db);
  let counter = db.selectFrom("vip_applications as v").select((eb) => eb.fn.countAll<string | number>().as("n"));
  const { filter, query } = options;
  if (filter === "renewal") {
    select = select.where("v.renewal_status", "=", "pending");
    counter = counter.where("v.renewal_status", "=", "pending");
  } else if (filter) {
    select = select.where("v.status", "=", filter);
    counter = counter.where("v.status", "=", filter);
  }
  if (query) {
    select = select.where((eb) => matches(eb, query));
    counter = counter.where((eb) => matches(eb, query));
  }
  const total = Number((await counter.executeTakeFirst())?.n ?? 0);
  // Pending: the latest sent or changed first, so an application sent again after a refusal
  // comes back to the top rather than to the page of its first sending.
  select =
    filter === "renewal"
      ? select.orderBy("v.renewal_requested_at", "asc").orderBy("v.id", "asc")
      : filter === "pending"
        ? select.orderBy("v.updated_at", "desc").orderBy("v.id", "desc")
        : select.orderBy("v.created_at", "desc").orderBy("v.id", "desc");
  if (options.page === undefined) {
    const rows = await select.execute();
    return { items: rows.map((r) => toReview(r, today)), total, page: 1, pages: 1 };
  }
  const pages = Math.max(1, Math.ceil(total / VIP_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page)), pages);
  const rows = await select.limit(VIP_PAGE_SIZE).offset((page - 1) * VIP_PAGE_SIZE).execute();
  return { items: rows.map((r) => toReview(r, today)), total, page, pages };
}

/** How many applications each tab holds. */
export async function countVipApplications(db: Db): Promise<Record<VipListFilter | "all", number>> {
  const [byStatus, renewals] = await Promise.all([
    db.selectFrom("vip_applications").select(["status", (eb) => eb.fn.countAll<string | number>().as("n")]).groupBy("status").execute(),
    db.selectFrom("vip_applications").select((eb) => eb.fn.countAll<string | number>().as("n")).where("renewal_status", "=", "pending").executeTakeFirst(),
  ]);
  const of = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  return {
    all: byStatus.reduce((sum, r) => sum + Number(r.n), 0),
    pending: of("pending"),
    approved: of("approved"),
    rejected: of("rejected"),
    renewal: Number(renewals?.n ?? 0),
  };
}

async function getVipApplication(db: Db, id: number, today: string = hotelDate()): Promise<VipApplicationReview | null> {
  const row = await selectApplications(db).where("v.id", "=", id).executeTakeFirst();
  return row ? toReview(row, today) : null;
}

const labelOf = (row: { first_name: string; last_name: string; email: string }) => `${row.first_name} ${row.last_name} (${row.email})`;

async function readForReview(trx: Trx, id: number) {
  const row = await trx
    .selectFrom("vip_applications")
    .select(["id", "first_name", "last_name", "title", "email", "status", "expires", "renewal_status", "language"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  return row;
}

type ReviewRow = Awaited<ReturnType<typeof readForReview>>;

/**
 * What reviewing an application and reviewing a renewal share: the hotel's name for the email,
 * one transaction around the decision (which reads the row, updates it conditionally, audits
 * and queues the applicant's email, in the language they applied in), then the application as
 * staff now see it.
 */
async function answerReview(
  db: Db,
  id: number,
  today: string,
  decide: (trx: Trx, row: ReviewRow, context: { now: string; to: { to: string; language: Language; name: string; hotel: EmailHotel } }) => Promise<string>,
): Promise<{ message: string; application: VipApplicationReview }> {
  const hotel = emailHotel(await getSiteSettings(db));
  const message = await db.transaction().execute(async (trx) => {
    const row = await readForReview(trx, id);
    const to = { to: row.email, language: storedLanguage(row.language), name: `${row.title} ${row.first_name} ${row.last_name}`, hotel };
    return decide(trx, row, { now: new Date().toISOString(), to });
  });
  const application = await getVipApplication(db, id, today);
  if (!application) throw new AppError("not_found", fieldWords.msg("notFound"));
  return { message, application };
}

/** Staff's answer to a request awaiting review (an application or a renewal): the message to show and the application as staff now see it. */
type VipDecision = (
  db: Db,
  id: number,
  input: VipReviewInput,
  actor: Viewer,
  today?: string,
) => Promise<{ message: string; application: VipApplicationReview }>;

/**
 * Writes staff's decision on the row with the review note, the reviewer and the moment, only
 * while the `pending` column still says pending: of two staff answering at once, the second
 * gets 409 with `conflict`.
 */
async function recordDecision(
  trx: Trx,
  review: { id: number; pending: "status" | "renewal_status"; note: VipReviewInput["note"]; actor: Viewer; now: string; conflict: string },
  decision: Updateable<Database["vip_applications"]>,
): Promise<void> {
  const result = await trx
    .updateTable("vip_applications")
    .set({ ...decision, review_note: review.note, reviewed_by: review.actor.id, reviewed_at: review.now, updated_at: review.now })
    .where("id", "=", review.id)
    .where(review.pending, "=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError("conflict", review.conflict);
}

/**
 * Approves or rejects a pending application. Approval makes the applicant a member of the
 * Marketing department until the hotel's today one year on. The change, its audit entry and
 * the applicant's email are one transaction; the update is conditional on `pending`, so two
 * staff answering at once cannot both win (the second gets 409).
 */
export const reviewVipApplication: VipDecision = async (db, id, input, actor, today = hotelDate()) => {
  return answerReview(db, id, today, async (trx, row, { now, to }) => {
    if (row.status !== "pending") throw new AppError("conflict", vipStaffWords.msg("vipNotPending", { status: row.status }));
    const approve = input.decision === "approve";
    const expires = approve ? addYears(today, 1) : row.expires;
    await recordDecision(
      trx,
      { id, pending: "status", note: input.note, actor, now, conflict: vipStaffWords.msg("vipNotPending", { status: "reviewed" }) },
      {
        status: approve ? "approved" : "rejected",
        ...(approve ? { department: VIP_DEPARTMENT, expires, expiry_reminder_for: null } : {}),
      },
    );
    await recordAudit(trx, { actor, action: approve ? "approve" : "reject", subjectType: "vip_applications", subjectId: id, subjectLabel: labelOf(row) });
    await enqueueEmail(trx, vipEmail(approve ? { ...to, kind: "approved", expires: expires ?? "" } : { ...to, kind: "rejected", note: input.note }));
    return approve ? vipStaffWords.msg("vipApproved", { expires: expires ?? "" }) : vipStaffWords.msg("vipRejected");
  });
};

/**
 * Approves or rejects a member's renewal request. Approval extends the membership one year
 * from its current expiry, or from the hotel's today when it has already lapsed, and clears
 * the reminder mark so the new expiry gets its own reminder.
 */
export const reviewVipRenewal: VipDecision = async (db, id, input, actor, today = hotelDate()) => {
  return answerReview(db, id, today, async (trx, row, { now, to }) => {
    if (row.renewal_status !== "pending") throw new AppError("conflict", vipStaffWords.msg("vipNoRenewalPending"));
    const approve = input.decision === "approve";
    const from = row.expires && row.expires > today ? row.expires : today;
    const expires = approve ? addYears(from, 1) : row.expires;
    await recordDecision(
      trx,
      { id, pending: "renewal_status", note: input.note, actor, now, conflict: vipStaffWords.msg("vipNoRenewalPending") },
      {
        renewal_status: approve ? "approved" : "rejected",
        ...(approve ? { status: "approved" as const, department: VIP_DEPARTMENT, expires, expiry_reminder_for: null } : {}),
      },
    );
    await recordAudit(trx, {
      actor,
      action: approve ? "approve-renewal" : "reject-renewal",
      subjectType: "vip_applications",
      subjectId: id,
      subjectLabel: labelOf(row),
    });
    await enqueueEmail(trx, vipEmail(approve ? { ...to, kind: "renewal-approved", expires: expires ?? "" } : { ...to, kind: "renewal-rejected", note: input.note }));
    return approve ? vipStaffWords.msg("vipRenewalApproved", { expires: expires ?? "" }) : vipStaffWords.msg("vipRenewalRejected");
  });
};

/** Every application matching the screen's tab and search, as a spreadsheet download for staff. */
export async function vipApplicationsCsv(db: Db, options: { filter?: VipListFilter | undefined; query?: string | undefined }): Promise<Response> {
  const today = hotelDate();
  const { items } = await listVipApplications(db, { ...options, today });
  const body = toCsv(
    ["Applied (UTC)", "Status", "Membership", "Expires", "Renewal", "Title", "First name", "Last name", "Company", "Postal address", "Cell", "Second cell", "Nationality", "Birth date", "Passport / ID", "Email", "Notify by", "Department", "Review note", "Reviewed by", "Reviewed (UTC)"],
    items.map((a) => [
      a.created_at, a.status, a.active ? "Active" : "Inactive", a.expires ?? "", a.renewalStatus ?? "", a.title, a.firstName, a.lastName, a.Company, a.postalAddress,
      formatMalawiCell(a.cell), formatMalawiCell(a.cell2), a.nationality, a.birthDate, a.passportNo, a.email, a.sms, a.department, a.reviewNote, a.reviewedBy ?? "", a.reviewedAt ?? "",
    ]),
  );
  return csvResponse(`vip-applications-${today}.csv`, body);
}
