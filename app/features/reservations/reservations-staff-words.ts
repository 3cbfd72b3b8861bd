import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./reservations-staff.messages.json";

/** The words of reservations for staff only, in English (the back-office's language, DECISIONS §10). */
export const reservationsStaffWords = defineCatalog(staffSource);
