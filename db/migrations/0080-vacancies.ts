import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * Vacancies for the Careers page (SPEC §3 "Vacancy": id, name, closingDate, vacancy). No
 * picture and no file: a job title, a closing date `YYYY-MM-DD` (visitors see a vacancy
 * until that day ends in Lilongwe) and the advert's HTML, sanitised before it is stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable("vacancies"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("closing_date", "text", (c) => c.notNull())
      .addColumn("vacancy", "text", (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex("vacancies_closing_date").on("vacancies").column("closing_date").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vacancies").ifExists().execute();
}
