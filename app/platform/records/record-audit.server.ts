import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { fieldError } from "~/lib/errors";
import type { Viewer } from "~/platform/auth/roles";
import { auditRecordWrite } from "~/platform/audit/audit-log.server";

/**
 * What the record layer adds around each write, kept out of record-store.server.ts so the
 * store stays about reading and writing rows.
 */

/** The hook every record write runs inside its transaction: one activity-log entry. */
export function auditedWrite(table: keyof Database, action: "create" | "update" | "delete", actor: Viewer | null) {
  return (trx: Transaction<Database>, id: number) => auditRecordWrite(trx, { actor, action, table, id });
}

/** A field that a unique index keeps unique, and the message a duplicate gets. */
export interface UniqueField<Input> {
  field: string;
  message: (input: Input) => string;
}

/**
 * Runs a write and turns the unique index's refusal into a 422 on the field, so a duplicate
 * name reads as a form message, never a 500. The index decides (no check-then-insert race).
 */
export async function refuseDuplicate<Input, T>(unique: UniqueField<Input> | undefined, input: Input, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (unique && isUniqueViolation(error)) throw fieldError(unique.field, unique.message(input));
    throw error;
  }
}
