import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./fields.messages.json";

/** The words of every form's fields for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const fieldWords = defineCatalog(source);
