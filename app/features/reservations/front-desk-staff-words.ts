import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./front-desk-staff.messages.json";

/**
 * The front desk's words for staff only, in English (the back-office's language, DECISIONS §10).
 * A catalogue of their own: the reservations staff catalogue reaches public pages through the
 * settings declarations, and these never need to.
 */
export const frontDeskStaffWords = defineCatalog(staffSource);
