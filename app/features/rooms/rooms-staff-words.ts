import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./rooms-staff.messages.json";

/** The words of the rooms for staff only, in English (the back-office's language, DECISIONS §10). */
export const roomsStaffWords = defineCatalog(staffSource);
