import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./records.messages.json";
import staffSource from "./records-staff.messages.json";

/** The words of the records staff keep (saving, deleting, empty lists) for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const recordsWords = defineCatalog(source);

/** The words of the records staff keep (saving, deleting, empty lists) for staff only, in English (the back-office's language, DECISIONS §10). */
export const recordsStaffWords = defineCatalog(staffSource);
