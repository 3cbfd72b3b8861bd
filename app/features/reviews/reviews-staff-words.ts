import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./reviews-staff.messages.json";

/** The reviews' words for staff only, in English (the back-office's language, DECISIONS §10). */
export const reviewsStaffWords = defineCatalog(staffSource);
