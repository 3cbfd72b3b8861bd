import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Viewer } from "~/platform/auth/roles";
import type { AuditAction } from "~/platform/audit/audit-actions";
import type { AuditEntry } from "~/platform/audit/schema";

type Db = Kysely<Database> | Transaction<Database>;

interface AuditEvent {
  /** Who did it; null for the server itself (never a person's request). */
  actor: Pick<Viewer, "id" | "name" | "email"> | null;
  action: AuditAction;
  /** A table name (`rooms`, `contact_messages`), `settings` or `users` (staff accounts). */
  subjectType: string;
  subjectId: number | null;
  /** What people call the record (its name or title), as it was at the time. */
  subjectLabel: string;
}

/**
 * Adds one entry to the activity log. Call it with the transaction that makes the change,
 * so the entry and the change are committed, or refused, together.
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      at: new Date().toISOString(),
      actor_id: event.actor?.id ?? null,
      actor_name: event.actor?.name ?? "System",
      actor_email: event.actor?.email ?? "",
      action: event.action,
      subject_type: event.subjectType,
      subject_id: event.subjectId,
      subject_label: event.subjectLabel.slice(0, 200),
    })
    .execute();
}

/** The label of a content record from its own columns: its name or title, with what places it. */
function recordLabel(row: Record<string, unknown>): string {
  const text = (key: string) => (typeof row[key] === "string" && (row[key] as string).trim() !== "" ? (row[key] as string) : null);
  if (text("item_name")) return `${text("item_name")}${text("room_name") ? ` (${text("room_name")})` : ""}`;
  if (text("hall")) return `${text("hall")}${text("sub_room") ? ` – ${text("sub_room")}` : ""}`;
  // A guest review is known by its guest.
  return text("name") ?? text("title") ?? text("guest_name") ?? `#${String(row.id ?? "")}`;
}

/**
 * The record layer's one hook: reads the row inside the writing transaction (before a
 * delete, after a create or update) and logs it under its table's name.
 */
export async function auditRecordWrite(
  trx: Transaction<Database>,
  event: { actor: AuditEvent["actor"]; action: "create" | "update" | "delete"; table: keyof Database; id: number },
): Promise<void> {
  // The table is chosen at run time; every content table has an `id`.
  const row = await trx
    .selectFrom(event.table as "rooms")
    .selectAll()
    .where("id", "=", event.id)
    .executeTakeFirst();
  await recordAudit(trx, {
    actor: event.actor,
    action: event.action,
    subjectType: event.table,
    subjectId: event.id,
    subjectLabel: row ? recordLabel(row as unknown as Record<string, unknown>) : `#${event.id}`,
  });
}

const AUDIT_PAGE_SIZE = 50;

interface AuditFilter {
  page: number;
  actorId?: number | undefined;
  subjectType?: string | undefined;
}

/** One page of the log, newest first, with the total so screens can page through it. */
export async function listAuditEntries(db: Kysely<Database>, filter: AuditFilter): Promise<{ entries: AuditEntry[]; total: number; page: number; pageSize: number }> {
  let query = db.selectFrom("audit_log");
  if (filter.actorId !== undefined) query = query.where("actor_id", "=", filter.actorId);
  if (filter.subjectType !== undefined) query = query.where("subject_type", "=", filter.subjectType);
  const counted = await query.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(AUDIT_PAGE_SIZE)
    .offset((filter.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  return {
    total: Number(counted.total),
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorId: row.actor_id,
      actorName: row.actor_name,
      actorEmail: row.actor_email,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      subjectLabel: row.subject_label,
    })),
  };
}

/** The people and subject types that appear in the log, for the screen's filters. */
export async function listAuditFilterChoices(db: Kysely<Database>): Promise<{ actors: { id: number; name: string }[]; types: string[] }> {
  const actors = await db
    .selectFrom("audit_log")
    .select(["actor_id", sql<string>`max(actor_name)`.as("name")])
    .where("actor_id", "is not", null)
    .groupBy("actor_id")
    .orderBy("name")
    .execute();
  const types = await db.selectFrom("audit_log").select("subject_type").distinct().orderBy("subject_type").execute();
  return {
    actors: actors.map((a) => ({ id: Number(a.actor_id), name: a.name })),
    types: types.map((t) => t.subject_type),
  };
}
