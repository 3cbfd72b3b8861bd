import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./newsletter.messages.json";
import staffSource from "./newsletter-staff.messages.json";

/** The words of the newsletter for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const newsletterWords = defineCatalog(source);

/** The words of the newsletter for staff only, in English (the back-office's language, DECISIONS §10). */
export const newsletterStaffWords = defineCatalog(staffSource);
