import { type Insertable, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { AppError, fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { formatKwacha } from "~/lib/money";
import { containsText } from "~/platform/db/text-search.server";
import { USERTYPE, type Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { correctionPoints, pointsFor } from "~/features/loyalty/loyalty-rules";
import {
  type LoyaltyCorrectionInput,
  type LoyaltyEntry,
  type LoyaltySpendInput,
  receiptKey,
  type StaffLoyaltyEntry,
} from "~/features/loyalty/schema";
import { loyaltyStaffWords } from "~/features/loyalty/loyalty-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { isPostgres } from "~/platform/db/dialect";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** A member's ledger as staff read it; members get the same lines without who recorded them. */
interface StaffLoyaltyAccount {
  member: LoyaltyMember;
  data: StaffLoyaltyEntry[];
  balance: number;
  totalSpend: number;
}

interface LoyaltyMember {
  id: number;
  name: string;
  email: string;
}

/** A member account (usertype 0) by id, or undefined: staff accounts and unknown ids alike. */
export async function getLoyaltyMember(db: Db | Trx, id: number): Promise<LoyaltyMember | undefined> {
  return db.selectFrom("users").select(["id", "name", "email"]).where("id", "=", id).where("usertype", "=", USERTYPE.member).executeTakeFirst();
}

/** The member a spend is for: unknown ids and staff accounts are refused under the field, with what is wrong. */
async function requireLoyaltyMember(trx: Trx, id: number): Promise<LoyaltyMember> {
  const user = await trx.selectFrom("users").select(["id", "name", "email", "usertype"]).where("id", "=", id).executeTakeFirst();
  if (!user) throw fieldError("userId", loyaltyStaffWords.msg("loyaltyMemberUnknown"));
  if (user.usertype !== USERTYPE.member) throw fieldError("userId", loyaltyStaffWords.msg("loyaltyMemberIsStaff"));
  return { id: user.id, name: user.name, email: user.email };
}

function selectEntries(db: Db | Trx) {
  return db
    .selectFrom("loyalty_entries as e")
    .leftJoin("users as r", "r.id", "e.recorded_by")
    .leftJoin("loyalty_entries as c", "c.id", "e.corrects_entry_id")
    .select([
      "e.id", "e.user_id", "e.kind", "e.amount_mwk", "e.points", "e.receipt_ref", "e.spent_on", "e.note", "e.corrects_entry_id", "e.created_at",
      "r.name as recorded_by_name", "c.receipt_ref as corrects_receipt_ref",
    ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>["execute"]>>[number];

/** Each spend's amount with its corrections applied (what the receipt now counts for). */
function netAmounts(rows: EntryRow[]): Map<number, number> {
  const net = new Map<number, number>();
  for (const row of rows) if (row.kind === "spend") net.set(row.id, row.amount_mwk);
  for (const row of rows) {
    if (row.kind === "correction" && row.corrects_entry_id !== null) net.set(row.corrects_entry_id, (net.get(row.corrects_entry_id) ?? 0) + row.amount_mwk);
  }
  return net;
}

function toStaffEntry(row: EntryRow, net: Map<number, number>): StaffLoyaltyEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount_mwk,
    points: row.points,
    receiptRef: row.receipt_ref ?? row.corrects_receipt_ref ?? "",
    spentOn: row.spent_on,
    note: row.note,
    correctsEntryId: row.corrects_entry_id,
    created_at: row.created_at,
    recordedBy: row.recorded_by_name,
    netAmount: row.kind === "spend" ? (net.get(row.id) ?? row.amount_mwk) : null,
  };
}

/** What a member reads of a line: no staff names, no working figures. */
export function toMemberEntry(entry: StaffLoyaltyEntry): LoyaltyEntry {
  const { recordedBy: _recordedBy, netAmount: _netAmount, ...own } = entry;
  return own;
}

/**
 * A member's whole ledger, newest first, with the balance (sum of points) and the total spend
 * (sum of kwacha). A member's history is a few lines a month, so it is read whole and summed
 * here, from the very lines shown: what the page says always adds up.
 */
export async function getLoyaltyAccount(db: Db, member: LoyaltyMember): Promise<StaffLoyaltyAccount> {
  const rows = await selectEntries(db).where("e.user_id", "=", member.id).orderBy("e.created_at", "desc").orderBy("e.id", "desc").execute();
  const net = netAmounts(rows);
  const data = rows.map((row) => toStaffEntry(row, net));
  return {
    member,
    data,
    balance: data.reduce((sum, e) => sum + e.points, 0),
    totalSpend: data.reduce((sum, e) => sum + e.amount, 0),
  };
}

/** A recorded line and the member's balance once it counts. */
interface RecordedLoyaltyEntry {
  entry: StaffLoyaltyEntry;
  balance: number;
}

async function readRecorded(trx: Trx, id: number, netAmount: number | null): Promise<RecordedLoyaltyEntry> {
  const row = await selectEntries(trx).where("e.id", "=", id).executeTakeFirstOrThrow();
  const sum = await trx
    .selectFrom("loyalty_entries")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>("points"), eb.lit(0)).as("balance"))
    .where("user_id", "=", row.user_id)
    .executeTakeFirstOrThrow();
  return { entry: { ...toStaffEntry(row, new Map()), netAmount }, balance: Number(sum.balance) };
}

/** What a new ledger line holds besides who recorded it and when. */
type LedgerLine = Omit<Insertable<Database["loyalty_entries"]>, "id" | "recorded_by" | "created_at">;

/** Adds one line to the ledger, audited as `label`, and reads it back with the member's new balance. */
async function addLedgerLine(trx: Trx, actor: Viewer, line: LedgerLine, label: string, netAmount: number | null): Promise<RecordedLoyaltyEntry> {
  const { id } = await trx
    .insertInto("loyalty_entries")
    .values({ ...line, recorded_by: actor.id, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordAudit(trx, { actor, action: "create", subjectType: "loyalty_entries", subjectId: id, subjectLabel: label });
  return readRecorded(trx, id, netAmount);
}

/** Records a member's spend: the site's rate (1 by default) per full MWK 10,000 of the receipt; audited with the change. */
export async function recordLoyaltySpend(db: Db, input: LoyaltySpendInput, actor: Viewer): Promise<RecordedLoyaltyEntry> {
  const key = receiptKey(input.receiptRef);
  // The rate the VIP club pages promise today (site settings), kept on the line.
  const rate = (await getSiteSettings(db)).vipPointsPer10000Mwk;
  try {
    return await db.transaction().execute(async (trx) => {
      const member = await requireLoyaltyMember(trx, input.userId);
      const taken = await trx.selectFrom("loyalty_entries").select("id").where("user_id", "=", member.id).where("receipt_key", "=", key).executeTakeFirst();
      if (taken) throw fieldError("receiptRef", loyaltyStaffWords.msg("loyaltyReceiptTaken"));
      return addLedgerLine(
        trx,
        actor,
        {
          user_id: member.id,
          kind: "spend",
          amount_mwk: input.amount,
          points: pointsFor(input.amount, rate),
          points_per_10000: rate,
          receipt_ref: input.receiptRef,
          receipt_key: key,
          spent_on: input.spentOn,
          note: input.note,
          corrects_entry_id: null,
        },
        `Spend of ${formatKwacha(input.amount)}, receipt ${input.receiptRef}, for ${member.name}`,
        input.amount,
      );
    });
  } catch (error) {
    // The same receipt recorded twice at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError("receiptRef", loyaltyStaffWords.msg("loyaltyReceiptTaken"));
    throw error;
  }
}

/**
 * Corrects one spend to its right amount. The ledger gets a new line (never an edit) carrying
 * the difference in kwacha and in points, so the spend and its corrections together hold
 * exactly what the right amount earns; an amount cannot go below zero, and a correction of a
 * correction is refused. The spend's row is locked on PostgreSQL so two corrections at once
 * cannot both start from the same amount (SQLite runs one writer at a time).
 */
export async function recordLoyaltyCorrection(db: Db, entryId: number, input: LoyaltyCorrectionInput, actor: Viewer): Promise<RecordedLoyaltyEntry> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("loyalty_entries").select(["id", "user_id", "kind", "amount_mwk", "points_per_10000", "receipt_ref"]).where("id", "=", entryId);
    if (isPostgres(trx)) query = query.forUpdate();
    const spend = await query.executeTakeFirst();
    if (!spend) throw new AppError("not_found", fieldWords.msg("notFound"));
    if (spend.kind !== "spend") throw fieldError("correctedAmount", loyaltyStaffWords.msg("loyaltyCorrectionOfCorrection"));
    const earlier = await trx
      .selectFrom("loyalty_entries")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>("amount_mwk"), eb.lit(0)).as("total"))
      .where("corrects_entry_id", "=", spend.id)
      .executeTakeFirstOrThrow();
    const current = spend.amount_mwk + Number(earlier.total);
    if (input.correctedAmount === current) throw fieldError("correctedAmount", loyaltyStaffWords.msg("loyaltyCorrectionNoChange"));
    const member = await trx.selectFrom("users").select("name").where("id", "=", spend.user_id).executeTakeFirstOrThrow();
    return addLedgerLine(
      trx,
      actor,
      {
        user_id: spend.user_id,
        kind: "correction",
        amount_mwk: input.correctedAmount - current,
        points: correctionPoints(current, input.correctedAmount, spend.points_per_10000),
        points_per_10000: spend.points_per_10000,
        receipt_ref: null,
        receipt_key: null,
        spent_on: hotelDate(),
        note: input.reason,
        corrects_entry_id: spend.id,
      },
      `Correction of receipt ${spend.receipt_ref ?? `#${spend.id}`} from ${formatKwacha(current)} to ${formatKwacha(input.correctedAmount)}, for ${member.name}`,
      null,
    );
  });
}

interface LoyaltyMemberSummary extends LoyaltyMember {
  balance: number;
  /** The member's latest VIP club application, if any (migration 0110). */
  vip: VipStatus | null;
}

const MEMBER_LIST_LIMIT = 25;

/**
 * Members for the back-office search: by name or email when there is a query, else those
 * whose points moved most recently. Each with the balance and the VIP club status.
 */
export async function findLoyaltyMembers(db: Db, query: string): Promise<LoyaltyMemberSummary[]> {
  let members: LoyaltyMember[];
  if (query) {
    members = await db
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("usertype", "=", USERTYPE.member)
      .where((eb) => containsText(eb, ["name", "email"], query))
      .orderBy("name")
      .orderBy("id")
      .limit(MEMBER_LIST_LIMIT)
      .execute();
  } else {
    const recent = await db
      .selectFrom("loyalty_entries as e")
      .innerJoin("users as u", "u.id", "e.user_id")
      .select(["u.id", "u.name", "u.email", (eb) => eb.fn.max("e.created_at").as("last")])
      .groupBy(["u.id", "u.name", "u.email"])
      .orderBy("last", "desc")
      .limit(MEMBER_LIST_LIMIT)
      .execute();
    members = recent.map(({ id, name, email }) => ({ id, name, email }));
  }
  if (members.length === 0) return [];
  const ids = members.map((m) => m.id);
  const [balances, vipOf] = await Promise.all([
    db
      .selectFrom("loyalty_entries")
      .select(["user_id", (eb) => eb.fn.sum<string | number>("points").as("balance")])
      .where("user_id", "in", ids)
      .groupBy("user_id")
      .execute(),
    getVipStatuses(db, ids),
  ]);
  const balanceOf = new Map(balances.map((b) => [b.user_id, Number(b.balance)]));
  return members.map((m) => ({ ...m, balance: balanceOf.get(m.id) ?? 0, vip: vipOf.get(m.id) ?? null }));
}

type VipStatus = { status: string; expires: string | null };

/** Each member's latest VIP club application (migration 0110), for staff to see who they are serving. */
export async function getVipStatuses(db: Db, ids: number[]): Promise<Map<number, VipStatus>> {
  const vipOf = new Map<number, VipStatus>();
  if (ids.length === 0) return vipOf;
  const applications = await db.selectFrom("vip_applications").select(["user_id", "status", "expires"]).where("user_id", "in", ids).orderBy("id", "desc").execute();
  for (const a of applications) if (!vipOf.has(a.user_id)) vipOf.set(a.user_id, { status: a.status, expires: a.expires });
  return vipOf;
}
