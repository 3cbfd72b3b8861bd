import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./adverts-staff.messages.json";

/** The words of the adverts for staff only, in English (the back-office's language, DECISIONS §10). */
export const advertsStaffWords = defineCatalog(staffSource);
