import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./http.messages.json";
import staffSource from "./http-staff.messages.json";

/** The words of the site's request handling for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const httpWords = defineCatalog(source);

/** The words of the site's request handling for staff only, in English (the back-office's language, DECISIONS §10). */
export const httpStaffWords = defineCatalog(staffSource);
