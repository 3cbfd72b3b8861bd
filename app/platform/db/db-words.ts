import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./db-staff.messages.json";

/** The words of the database for staff only, in English (the back-office's language, DECISIONS §10). */
export const dbStaffWords = defineCatalog(staffSource);
