import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./vip.messages.json";
import staffSource from "./vip-staff.messages.json";

/** The words of the VIP club for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const vipWords = defineCatalog(source);

/** The words of the VIP club for staff only, in English (the back-office's language, DECISIONS §10). */
export const vipStaffWords = defineCatalog(staffSource);
