import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./records.messages.json";

/** The words of the records staff keep (saving, deleting, empty lists) for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const recordsWords = defineCatalog(source);
