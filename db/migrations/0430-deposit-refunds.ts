import type { Kysely } from "kysely";

/*
 * Refunds of a stay's deposit (DECISIONS §12, docs/decisions/067-deposit-refunds.md). A refund
 * line names the deposit line it gives back (`refund_of`), and that column is unique: however
 * often a cancellation is retried, or by however many servers at once, a deposit is refunded
 * once. A refund line's status is `due` (staff are to pay it back by hand) until staff say it
 * is `paid`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stay_payments").addColumn("refund_of", "integer", (c) => c.references("stay_payments.id").onDelete("set null")).execute();
  await db.schema.createIndex("stay_payments_refund_of").on("stay_payments").column("refund_of").unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("stay_payments_refund_of").ifExists().execute();
  await db.schema.alterTable("stay_payments").dropColumn("refund_of").execute();
}
