import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./light-mode.messages.json";

/** The words of the light-mode switch for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const lightModeWords = defineCatalog(source);
