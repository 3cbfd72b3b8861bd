import type { ColumnType, Generated } from "kysely";
import type { CreatedAt } from "~/platform/db/db-schema";

/**
 * An application for a vacancy (migration 0340-job-applications): the applicant, the vacancy
 * (its title as applied for), the optional cover note and the CV, a staff-only file.
 */
export interface JobApplicationsTable {
  id: Generated<number>;
  vacancy_id: number | null;
  vacancy_name: string;
  name: string;
  email: string;
  phone: string;
  cover_note: ColumnType<string, string | undefined, string>;
  file_id: number | null;
  language: ColumnType<string, string | undefined, string>;
  /** Whether the applicant's acknowledgement went out or was held by the per-recipient budget (decision 052). */
  acknowledgement: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    job_applications: JobApplicationsTable;
  }
}
