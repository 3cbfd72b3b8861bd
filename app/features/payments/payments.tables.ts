import type { ColumnType, Generated } from "kysely";
import type { Instant } from "~/platform/db/db-schema";

/** One line of a stay's ledger (migration 0410; docs/decisions/064-stay-ledger.md). */
export interface StayPaymentsTable {
  id: Generated<number>;
  reservation_id: number;
  /** `deposit` (online), `desk` (taken by staff) or `refund`. */
  kind: string;
  /** `paychangu`, `cash`, `card`, `bank_transfer` or `mobile_money`. */
  method: string;
  /** Whole units of `currency`, always positive; a refund's kind says which way it goes. */
  amount: number;
  currency: string;
  /** What the line counts for against the stay's total in whole kwacha. */
  amount_mwk: number;
  /**
   * `pending` (a checkout created, not paid), `paid` or `failed`; a refund staff still owe the
   * guest is `due`. Only `paid` lines count.
   */
  status: string;
  /** Our PayChangu reference, unique; null for desk lines. */
  tx_ref: string | null;
  checkout_url: string | null;
  /** PayChangu's own reference for the payment, once verified. */
  provider_ref: string | null;
  /** How the guest paid, as PayChangu reports it ("Mobile Money · Airtel Money"). */
  provider_method: string | null;
  paid_at: Instant | null;
  note: ColumnType<string, string | undefined, string>;
  created_by: number | null;
  /** A refund's deposit line, unique: one refund per deposit (migration 0430). */
  refund_of: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a server last asked PayChangu about this pending checkout (migration 0450). */
  checked_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  created_at: Instant;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    stay_payments: StayPaymentsTable;
  }
}
