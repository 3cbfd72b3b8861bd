import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./loyalty-staff.messages.json";

/** The words of the VIP club loyalty points for staff only, in English (the back-office's language, DECISIONS §10). */
export const loyaltyStaffWords = defineCatalog(staffSource);
