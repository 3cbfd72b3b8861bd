import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { TENDER_TYPE } from "~/features/tenders/tender.type";

/** Tenders: their pages, the back-office and `/api/tender`. */
export const tenders = recordStoreOf(TENDER_TYPE);

/** Every tender's page for the sitemap, open or closed, with its last change. */
export async function tenderPagePaths(db: Kysely<Database>): Promise<{ path: string; lastModified: string }[]> {
  const rows = await db.selectFrom("tenders").select(["id", "updated_at"]).orderBy("id").execute();
  return rows.map((row) => ({ path: `/Tender/${row.id}`, lastModified: row.updated_at }));
}
