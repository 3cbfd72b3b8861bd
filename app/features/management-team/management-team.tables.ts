import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

export interface ManagementTeamTable {
  id: Generated<number>;
  name: string;
  position: string;
  /** Staff's chosen display order (lowest first, then id); 0 until placed. */
  sort_order: Generated<number>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    management_team: ManagementTeamTable;
  }
}
