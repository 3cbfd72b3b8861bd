import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./reservations.messages.json";
import staffSource from "./reservations-staff.messages.json";

/** The words of reservations for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const reservationsWords = defineCatalog(source);

/** The words of reservations for staff only, in English (the back-office's language, DECISIONS §10). */
export const reservationsStaffWords = defineCatalog(staffSource);
