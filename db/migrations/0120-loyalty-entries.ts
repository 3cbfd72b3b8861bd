import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * VIP club loyalty points (SPEC §1 "points accrue per 10,000 kwacha spent"; DECISIONS §7;
 * docs/decisions/023-loyalty-points.md). An append-only ledger: staff record a member's
 * spend (`kind` 'spend', whole MWK, the receipt's reference and date) and, when one was
 * wrong, a `correction` that names the entry it corrects (`corrects_entry_id`) and carries
 * the change in kwacha and in points (negative to take off). Rows are never updated or
 * deleted, so a member's balance is the sum of `points` and the history always adds up.
 * `points_per_10000` is the rate the spend earned at (the `vip_points_per_10000_mwk` setting
 * when it was recorded); its corrections use the same rate, so they reverse it exactly.
 * `receipt_key` (the reference trimmed, spaces collapsed, lower-cased) is unique per member;
 * corrections carry no receipt, and both engines let NULLs repeat in a unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("loyalty_entries"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount_mwk", "integer", (c) => c.notNull())
    .addColumn("points", "integer", (c) => c.notNull())
    .addColumn("points_per_10000", "integer", (c) => c.notNull())
    .addColumn("receipt_ref", "text")
    .addColumn("receipt_key", "text")
    .addColumn("spent_on", "text", (c) => c.notNull())
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("corrects_entry_id", "integer", (c) => c.references("loyalty_entries.id").onDelete("cascade"))
    .addColumn("recorded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("loyalty_entries_user_id").on("loyalty_entries").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("loyalty_entries_user_receipt").on("loyalty_entries").columns(["user_id", "receipt_key"]).unique().execute();
  await db.schema.createIndex("loyalty_entries_corrects").on("loyalty_entries").column("corrects_entry_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("loyalty_entries").ifExists().execute();
}
