import { z } from "zod";
import { staffMessages } from "~/lib/staff-messages";
import { calendarDate, lineText, multilineText } from "~/lib/schema-fields";

/** The longest job description staff may send, counted in characters of HTML (formatting included). */
export const MAX_VACANCY_HTML = 20_000;

/**
 * A vacancy as staff send it (SPEC §7: id, name, closingDate, vacancy). `vacancy` is the
 * advert's HTML from the rich-text editor; the server sanitises it with an allow-list before
 * storing it (platform/records/staff-html.server.ts), so this schema only bounds it.
 */
export const VacancyInputSchema = z.object({
  name: lineText({ required: staffMessages.jobTitleRequired, max: 120, tooLong: staffMessages.jobTitleTooLong }),
  closingDate: calendarDate({ required: staffMessages.closingDateRequired, invalid: staffMessages.closingDateInvalid }),
  vacancy: multilineText({ required: staffMessages.jobDescriptionRequired, max: MAX_VACANCY_HTML, tooLong: staffMessages.jobDescriptionTooLong(MAX_VACANCY_HTML) }),
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
