import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./media-staff.messages.json";

/** The words of pictures and their uploads for staff only, in English (the back-office's language, DECISIONS §10). */
export const mediaStaffWords = defineCatalog(staffSource);
