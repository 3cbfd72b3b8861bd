import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./offers-staff.messages.json";

/** The words of the offers for staff only, in English (the back-office's language, DECISIONS §10). */
export const offersStaffWords = defineCatalog(staffSource);
