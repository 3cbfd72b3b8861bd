import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A vacancy on the Careers page (migration 0080-vacancies): closing date `YYYY-MM-DD`, sanitised HTML. */
export interface VacanciesTable {
  id: Generated<number>;
  name: string;
  closing_date: string;
  vacancy: string;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    vacancies: VacanciesTable;
  }
}
