import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./staff-accounts-staff.messages.json";

/** The words of staff accounts for staff only, in English (the back-office's language, DECISIONS §10). */
export const staffAccountWords = defineCatalog(staffSource);
