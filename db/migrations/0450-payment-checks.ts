import type { Kysely } from "kysely";

/*
 * Checkouts whose webhook never came (docs/decisions/069-pending-checkouts.md): `checked_at` is
 * when a server last asked PayChangu about a pending line. It is set by the conditional update
 * that claims the question, so of several instances one asks per round. `paid_at` gains the
 * index the Payments screen and the Reports filter by.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stay_payments").addColumn("checked_at", "text").execute();
  await db.schema.createIndex("stay_payments_paid_at").on("stay_payments").column("paid_at").execute();
  await db.schema.createIndex("stay_payments_status").on("stay_payments").columns(["status", "kind"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("stay_payments_status").ifExists().execute();
  await db.schema.dropIndex("stay_payments_paid_at").ifExists().execute();
  await db.schema.alterTable("stay_payments").dropColumn("checked_at").execute();
}
