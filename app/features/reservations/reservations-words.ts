import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./reservations.messages.json";

/** The words of reservations for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const reservationsWords = defineCatalog(source);
