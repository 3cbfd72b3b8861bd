import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** Adverts for the home page popup (SPEC §3; migration 0020-adverts). */
export interface AdvertsTable {
  id: Generated<number>;
  title: ColumnType<string, string | undefined, string>;
  /** The staff member who added it; null once that account is gone. */
  user_id: number | null;
  description: ColumnType<string, string | undefined, string>;
  /** Stop date `YYYY-MM-DD`; null: no stop date. */
  period: string | null;
  tag: ColumnType<string, string | undefined, string>;
  rates: ColumnType<number, number | undefined, number>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    adverts: AdvertsTable;
  }
}
