import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A partner's logo for the home page's logo slider (migration 0150; features/partners). */
export interface PartnerLogosTable {
  id: Generated<number>;
  name: string;
  /** The partner's site (https), or "" for none. */
  link: ColumnType<string, string | undefined, string>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    partner_logos: PartnerLogosTable;
  }
}
