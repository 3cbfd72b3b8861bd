import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./tenders-staff.messages.json";

/** The words of tenders for staff only, in English (the back-office's language, DECISIONS §10). */
export const tendersStaffWords = defineCatalog(staffSource);
