import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./reports-staff.messages.json";

/** The words of the hotel's numbers, for staff only, in English (the back-office's language, DECISIONS §10). */
export const reportsStaffWords = defineCatalog(staffSource);

export type ReportsStaffKey = Parameters<typeof reportsStaffWords.t>[1];
