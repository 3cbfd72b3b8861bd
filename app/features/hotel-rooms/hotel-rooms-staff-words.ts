import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./hotel-rooms-staff.messages.json";

/** The words of the hotel's rooms for staff only, in English (the back-office's language, DECISIONS §10). */
export const hotelRoomsStaffWords = defineCatalog(staffSource);
