import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./documents.messages.json";
import staffSource from "./documents-staff.messages.json";

/** The words of the documents for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const documentsWords = defineCatalog(source);

/** The words of the documents for staff only, in English (the back-office's language, DECISIONS §10). */
export const documentsStaffWords = defineCatalog(staffSource);
