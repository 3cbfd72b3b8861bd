import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** An award the hotel received (migration 0180; features/awards). */
export interface AwardsTable {
  id: Generated<number>;
  name: string;
  year: number;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    awards: AwardsTable;
  }
}
