import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./admin-staff.messages.json";

/** The words of the back-office screens for staff only, in English (the back-office's language, DECISIONS §10). */
export const adminStaffWords = defineCatalog(staffSource);
