import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A guest's review as staff entered it (migration 0330; features/reviews). */
export interface GuestReviewsTable {
  id: Generated<number>;
  quote: string;
  guest_name: string;
  /** "Stayed in the Presidential Suite, March 2026"; null for none given. */
  stay: string | null;
  /** Whole stars, 1 to 5; null for none given. */
  rating: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    guest_reviews: GuestReviewsTable;
  }
}
