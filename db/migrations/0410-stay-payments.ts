import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/*
 * Each stay's ledger (DECISIONS §12, docs/decisions/064-stay-ledger.md): deposits paid online,
 * payments staff take at the desk and refunds, one row each, amounts in whole units of their
 * currency. A stay's balance is always worked out from these rows, never stored.
 *
 * `tx_ref` is our reference for one PayChangu checkout, unique: the row is written when the
 * checkout is created (`pending`) and turned `paid` by one conditional update, so a webhook and a
 * guest's return, or two servers receiving the same webhook, record the payment once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("stay_payments"))
      .addColumn("reservation_id", "integer", (c) => c.notNull().references("reservations.id").onDelete("cascade"))
      // deposit, desk or refund
      .addColumn("kind", "text", (c) => c.notNull())
      // paychangu, cash, card, bank_transfer or mobile_money
      .addColumn("method", "text", (c) => c.notNull())
      .addColumn("amount", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      // What the row counts for against the stay's kwacha total (the amount itself for MWK).
      .addColumn("amount_mwk", "integer", (c) => c.notNull())
      // pending (a checkout not yet paid), paid, failed
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("tx_ref", "text", (c) => c.unique())
      .addColumn("checkout_url", "text")
      .addColumn("provider_ref", "text")
      .addColumn("provider_method", "text")
      .addColumn("paid_at", "text")
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null")),
  ).execute();
  await db.schema.createIndex("stay_payments_reservation").on("stay_payments").column("reservation_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stay_payments").ifExists().execute();
}
