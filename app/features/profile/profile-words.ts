import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./profile.messages.json";
import staffSource from "./profile-staff.messages.json";

/** The words of My Profile for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const profileWords = defineCatalog(source);

/** The words of My Profile for staff only, in English (the back-office's language, DECISIONS §10). */
export const profileStaffWords = defineCatalog(staffSource);
