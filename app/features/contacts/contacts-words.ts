import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./contacts.messages.json";

/** The words of contact messages for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const contactsWords = defineCatalog(source);
