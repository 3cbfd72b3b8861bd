import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./admin.messages.json";

/** The words of the back-office screens for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const adminWords = defineCatalog(source);
