import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./http.messages.json";

/** The words of the site's request handling for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const httpWords = defineCatalog(source);
