import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./limits.messages.json";

/** The words of the rate limits for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const limitsWords = defineCatalog(source);
