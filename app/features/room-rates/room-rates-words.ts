import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./room-rates-staff.messages.json";

/** The words of room rates and closures for staff only, in English (the back-office's language, DECISIONS §10). */
export const roomRatesStaffWords = defineCatalog(staffSource);
