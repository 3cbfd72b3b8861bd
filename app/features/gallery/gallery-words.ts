import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./gallery-staff.messages.json";

/** The words of the picture gallery for staff only, in English (the back-office's language, DECISIONS §10). */
export const galleryStaffWords = defineCatalog(staffSource);
