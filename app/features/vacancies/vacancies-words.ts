import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./vacancies.messages.json";

/** The words of vacancies for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const vacanciesWords = defineCatalog(source);
