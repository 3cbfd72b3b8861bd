import { z } from "zod";
import { calendarDate, lineText, multilineText } from "~/platform/forms/schema-fields";
import { vacanciesStaffWords } from "~/features/vacancies/vacancies-staff-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

/** The longest job description staff may send, counted in characters of HTML (formatting included). */
export const MAX_VACANCY_HTML = 20_000;

/**
 * A vacancy as staff send it (SPEC §7: id, name, closingDate, vacancy). `vacancy` is the
 * advert's HTML from the rich-text editor; the server sanitises it with an allow-list before
 * storing it (platform/records/staff-html.server.ts), so this schema only bounds it.
 */
export const VacancyInputSchema = z.object({
  name: lineText({ required: vacanciesStaffWords.msg("jobTitleRequired"), max: 120, tooLong: vacanciesStaffWords.msg("jobTitleTooLong") }),
  closingDate: calendarDate({ required: fieldStaffWords.msg("closingDateRequired"), invalid: fieldStaffWords.msg("closingDateInvalid") }),
  vacancy: multilineText({ required: vacanciesStaffWords.msg("jobDescriptionRequired"), max: MAX_VACANCY_HTML, tooLong: vacanciesStaffWords.msg("jobDescriptionTooLong", { max: MAX_VACANCY_HTML }) }),
});
export type VacancyInput = z.infer<typeof VacancyInputSchema>;

/** What clients see: SPEC §3's fields, a plain-text excerpt for lists, and when it was posted and last changed. */
export const VacancySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  closingDate: z.string(),
  /** Sanitised HTML: only the allow-listed tags and http(s)/mailto links. */
  vacancy: z.string(),
  excerpt: z.string(),
  /** The hotel's date the vacancy was added, `YYYY-MM-DD`. */
  postedOn: z.string(),
  updatedAt: z.string(),
});
export type PublicVacancy = z.infer<typeof VacancySchema>;
