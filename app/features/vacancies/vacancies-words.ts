import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./vacancies.messages.json";
import staffSource from "./vacancies-staff.messages.json";

/** The words of vacancies for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const vacanciesWords = defineCatalog(source);

/** The words of vacancies for staff only, in English (the back-office's language, DECISIONS §10). */
export const vacanciesStaffWords = defineCatalog(staffSource);
