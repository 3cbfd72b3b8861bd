import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A picture of the Media Gallery (SPEC §3 "Gallery item"). */
export interface GalleryItemsTable {
  id: Generated<number>;
  name: string;
  /** The page this picture heads (features/gallery/page-heroes.ts), "" for none (migration 0190). */
  heads_page: Generated<string>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    gallery_items: GalleryItemsTable;
  }
}
