import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

export interface BoardMembersTable {
  id: Generated<number>;
  name: string;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    board_members: BoardMembersTable;
  }
}
