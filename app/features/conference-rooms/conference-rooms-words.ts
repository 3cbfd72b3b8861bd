import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./conference-rooms-staff.messages.json";

/** The words of the conference rooms for staff only, in English (the back-office's language, DECISIONS §10). */
export const conferenceRoomsStaffWords = defineCatalog(staffSource);
