import type { FileRecordTable } from "~/lib/db-schema";

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/lib/db-schema" {
  interface Database {
    documents: FileRecordTable;
  }
}
