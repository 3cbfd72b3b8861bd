import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./contacts.messages.json";
import staffSource from "./contacts-staff.messages.json";

/** The words of contact messages for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const contactsWords = defineCatalog(source);

/** The words of contact messages for staff only, in English (the back-office's language, DECISIONS §10). */
export const contactsStaffWords = defineCatalog(staffSource);
