import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./documents.messages.json";

/** The words of the documents for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const documentsWords = defineCatalog(source);
