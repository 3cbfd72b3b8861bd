import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./rooms.messages.json";
import staffSource from "./rooms-staff.messages.json";

/** The words of the rooms for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const roomsWords = defineCatalog(source);

/** The words of the rooms for staff only, in English (the back-office's language, DECISIONS §10). */
export const roomsStaffWords = defineCatalog(staffSource);
