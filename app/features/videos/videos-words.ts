import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./videos-staff.messages.json";

/** The words of the videos for staff only, in English (the back-office's language, DECISIONS §10). */
export const videosStaffWords = defineCatalog(staffSource);
