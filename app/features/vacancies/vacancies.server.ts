import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/hotel-date";
import { messages } from "~/lib/messages";
import { createRecordStore } from "~/platform/records/record-store.server";
import { type VacancyInput, VacancyInputSchema, VacancySchema } from "~/features/vacancies/schema";
import { VACANCY_KIND } from "~/features/vacancies/vacancy-kind";
import { sanitizeVacancyHtml, vacancyExcerpt, vacancyText } from "~/features/vacancies/vacancy-html.server";

/** The description as stored: sanitised, and still saying something once the markup is gone. */
function storedHtml(input: VacancyInput): string {
  const html = sanitizeVacancyHtml(input.vacancy);
  if (vacancyText(html) === "") throw fieldError("vacancy", messages.jobDescriptionRequired);
  return html;
}

/**
 * Vacancies for the back-office (/vacancy), the Careers pages (/career) and `/api/vacancies`.
 * Visitors see open ones only: closing today or later on the hotel's date (the record
 * layer's `publicWhen`, the same rule as tenders and adverts); staff see all, soonest
 * closing first. The HTML is sanitised when written and again when read, so a row that
 * reached the table any other way is still shown safely.
 */
export const vacancies = createRecordStore({
  ...VACANCY_KIND,
  table: "vacancies",
  columns: ["name", "closing_date", "vacancy"],
  input: VacancyInputSchema,
  output: VacancySchema,
  picture: "none",
  orderBy: "closing_date",
  publicWhen: { column: "closing_date", onOrAfterToday: true },
  write: (input) => ({ name: input.name, closing_date: input.closingDate, vacancy: storedHtml(input) }),
  read: (row) => {
    const html = sanitizeVacancyHtml(row.vacancy);
    return {
      id: row.id,
      name: row.name,
      closingDate: row.closing_date,
      vacancy: html,
      excerpt: vacancyExcerpt(html),
      postedOn: hotelDate(new Date(row.created_at)),
      updatedAt: row.updated_at,
    };
  },
});

/**
 * Open vacancies whose job title contains every word of `query` (any case, any accents);
 * all open ones for an empty query. Few vacancies are open at once, so the filter runs
 * over the visitor's list rather than in SQL, and the "open" rule stays in the store.
 */
export async function searchOpenVacancies(db: Kysely<Database>, query: string) {
  const open = await vacancies.list(db, null);
  const words = fold(query).split(/\s+/).filter(Boolean);
  return words.length === 0 ? open : open.filter((vacancy) => words.every((word) => fold(vacancy.name).includes(word)));
}

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The public address of every open vacancy with when it last changed, for the sitemap
 * (`<loc>` and `<lastmod>`). Closed vacancies answer 404, so they are left out.
 */
export async function openVacancyPaths(db: Kysely<Database>): Promise<{ path: string; lastModified: string }[]> {
  return (await vacancies.list(db, null)).map((vacancy) => ({ path: `/career/${vacancy.id}`, lastModified: vacancy.updatedAt }));
}
