import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./vip-staff.messages.json";

/** The words of the VIP club for staff only, in English (the back-office's language, DECISIONS §10). */
export const vipStaffWords = defineCatalog(staffSource);
