import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./calendar-import-staff.messages.json";

/** The words of the agencies' calendars for staff only, in English (the back-office's language, DECISIONS §10). */
export const calendarImportStaffWords = defineCatalog(staffSource);
