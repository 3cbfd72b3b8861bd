import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";

/** Every tender's page for the sitemap, open or closed, with its last change. */
export async function tenderPagePaths(db: Kysely<Database>): Promise<{ path: string; lastModified: string }[]> {
  const rows = await db.selectFrom("tenders").select(["id", "updated_at"]).orderBy("id").execute();
  return rows.map((row) => ({ path: `/Tender/${row.id}`, lastModified: row.updated_at }));
}
