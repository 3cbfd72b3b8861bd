import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./forms-staff.messages.json";

/** The words of every form's fields for staff only, in English (the back-office's language, DECISIONS §10). */
export const formStaffWords = defineCatalog(staffSource);
