import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./event-requests-staff.messages.json";

/** The words of event quotation requests for staff only, in English (the back-office's language, DECISIONS §10). */
export const eventRequestsStaffWords = defineCatalog(staffSource);
