import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * Applications for a vacancy from its Careers page (features/job-applications): who applied,
 * for which vacancy (its title kept as applied for, so the row still reads after the vacancy
 * is deleted), the optional cover note, the CV (`file_id`, a staff-only file, decision 011),
 * the language of the applicant's acknowledgement and whether it went out (decision 052).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("job_applications"))
    .addColumn("vacancy_id", "integer", (c) => c.references("vacancies.id").onDelete("set null"))
    .addColumn("vacancy_name", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("cover_note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("file_id", "integer", (c) => c.references("files.id").onDelete("set null"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("acknowledgement", "text", (c) => c.notNull().defaultTo("sent"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("job_applications_created_at").on("job_applications").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_applications").ifExists().execute();
}
