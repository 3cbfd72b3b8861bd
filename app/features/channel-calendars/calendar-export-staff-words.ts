import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./calendar-export-staff.messages.json";

/** The calendar export's words: the feeds' summaries and names, and the administrators' (English, DECISIONS §10). */
export const calendarExportStaffWords = defineCatalog(staffSource);
