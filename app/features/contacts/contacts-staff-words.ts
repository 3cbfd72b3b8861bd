import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./contacts-staff.messages.json";

/** The words of contact messages for staff only, in English (the back-office's language, DECISIONS §10). */
export const contactsStaffWords = defineCatalog(staffSource);
