import type { ColumnType, Generated } from "kysely";
import type { CreatedAt } from "~/platform/db/db-schema";

/**
 * One line of a member's loyalty points ledger (migration 0120; features/loyalty): a spend or
 * a correction of one. Append-only: the balance is the sum of `points`.
 */
export interface LoyaltyEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: "spend" | "correction";
  /** Whole kwacha; a correction's change, negative to take off. */
  amount_mwk: number;
  points: number;
  /** Points per full MWK 10,000 this line was counted at (the site setting when the spend was recorded). */
  points_per_10000: number;
  receipt_ref: string | null;
  /** The receipt reference as compared for uniqueness per member (null on corrections). */
  receipt_key: string | null;
  /** Hotel date `YYYY-MM-DD` of the spend (of the recording, for a correction). */
  spent_on: string;
  note: ColumnType<string, string | undefined, string>;
  corrects_entry_id: number | null;
  recorded_by: number | null;
  created_at: CreatedAt;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    loyalty_entries: LoyaltyEntriesTable;
  }
}
