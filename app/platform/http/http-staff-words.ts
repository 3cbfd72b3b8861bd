import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./http-staff.messages.json";

/** The words of the site's request handling for staff only, in English (the back-office's language, DECISIONS §10). */
export const httpStaffWords = defineCatalog(staffSource);
