import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./tenders.messages.json";
import staffSource from "./tenders-staff.messages.json";

/** The tender pages, their list, countdowns and follow form, in English and Chichewa (decision 042). */
export const tendersCatalog = defineCatalog(source);

/** The words of tenders for staff only, in English (the back-office's language, DECISIONS §10). */
export const tendersStaffWords = defineCatalog(staffSource);
