import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./event-requests.messages.json";

/** The words of event quotation requests for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const eventRequestsWords = defineCatalog(source);
