import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./email-staff.messages.json";

/** The words of the emails for staff only, in English (the back-office's language, DECISIONS §10). */
export const emailStaffWords = defineCatalog(staffSource);
