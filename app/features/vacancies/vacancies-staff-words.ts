import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./vacancies-staff.messages.json";

/** The words of vacancies for staff only, in English (the back-office's language, DECISIONS §10). */
export const vacanciesStaffWords = defineCatalog(staffSource);
