import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./records-staff.messages.json";

/** The words of the records staff keep (saving, deleting, empty lists) for staff only, in English (the back-office's language, DECISIONS §10). */
export const recordsStaffWords = defineCatalog(staffSource);
