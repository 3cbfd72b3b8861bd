import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./admin.messages.json";
import staffSource from "./admin-staff.messages.json";

/** The words of the back-office screens for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const adminWords = defineCatalog(source);

/** The words of the back-office screens for staff only, in English (the back-office's language, DECISIONS §10). */
export const adminStaffWords = defineCatalog(staffSource);
