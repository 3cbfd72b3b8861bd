import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./auth-staff.messages.json";

/** The words of signing in, registering, passwords and two-step sign-in for staff only, in English (the back-office's language, DECISIONS §10). */
export const authStaffWords = defineCatalog(staffSource);
