import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./loyalty.messages.json";
import staffSource from "./loyalty-staff.messages.json";

/** The words of the VIP club loyalty points for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const loyaltyWords = defineCatalog(source);

/** The words of the VIP club loyalty points for staff only, in English (the back-office's language, DECISIONS §10). */
export const loyaltyStaffWords = defineCatalog(staffSource);
