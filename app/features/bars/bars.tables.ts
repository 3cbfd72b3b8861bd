import type { MessageCardTable } from "~/platform/db/db-schema";

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    bars: MessageCardTable;
  }
}
