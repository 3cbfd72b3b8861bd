import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./documents-staff.messages.json";

/** The words of the documents for staff only, in English (the back-office's language, DECISIONS §10). */
export const documentsStaffWords = defineCatalog(staffSource);
