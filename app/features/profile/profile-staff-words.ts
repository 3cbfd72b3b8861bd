import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./profile-staff.messages.json";

/** The words of My Profile for staff only, in English (the back-office's language, DECISIONS §10). */
export const profileStaffWords = defineCatalog(staffSource);
