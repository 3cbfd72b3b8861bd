import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./fields.messages.json";
import staffSource from "./fields-staff.messages.json";

/** The words of every form's fields for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const fieldWords = defineCatalog(source);

/** The words of every form's fields for staff only, in English (the back-office's language, DECISIONS §10). */
export const fieldStaffWords = defineCatalog(staffSource);
