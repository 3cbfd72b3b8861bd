import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./settings-staff.messages.json";

/** The words of the site settings for staff only, in English (the back-office's language, DECISIONS §10). */
export const settingsStaffWords = defineCatalog(staffSource);
