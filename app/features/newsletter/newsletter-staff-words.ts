import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./newsletter-staff.messages.json";

/** The words of the newsletter for staff only, in English (the back-office's language, DECISIONS §10). */
export const newsletterStaffWords = defineCatalog(staffSource);
