import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./event-requests.messages.json";
import staffSource from "./event-requests-staff.messages.json";

/** The words of event quotation requests for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const eventRequestsWords = defineCatalog(source);

/** The words of event quotation requests for staff only, in English (the back-office's language, DECISIONS §10). */
export const eventRequestsStaffWords = defineCatalog(staffSource);
