import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Language } from "~/platform/i18n/language";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { textIn } from "~/platform/records/translations";
import { VACANCY_TYPE } from "~/features/vacancies/vacancy.type";

/**
 * Open vacancies whose job title contains every word of `query` (any case, any accents);
 * all open ones for an empty query. Few vacancies are open at once, so the filter runs
 * over the visitor's list rather than in SQL, and the "open" rule stays in the store. In
 * Chichewa the title searched is the one the page shows (its Chichewa one, or the English).
 */
export async function searchOpenVacancies(db: Kysely<Database>, query: string, language: Language = "en") {
  const open = await recordStoreOf(VACANCY_TYPE).list(db, null, language);
  const words = fold(query).split(/\s+/).filter(Boolean);
  const title = (vacancy: (typeof open)[number]) => textIn(vacancy, "name", language)?.text ?? vacancy.name;
  return words.length === 0 ? open : open.filter((vacancy) => words.every((word) => fold(title(vacancy)).includes(word)));
}

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The public address of every open vacancy with when it last changed, for the sitemap
 * (`<loc>` and `<lastmod>`). Closed vacancies answer 404, so they are left out.
 */
export async function openVacancyPaths(db: Kysely<Database>): Promise<{ path: string; lastModified: string }[]> {
  return (await recordStoreOf(VACANCY_TYPE).list(db, null)).map((vacancy) => ({ path: `/career/${vacancy.id}`, lastModified: vacancy.updatedAt }));
}
