import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./newsletter.messages.json";

/** The words of the newsletter for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const newsletterWords = defineCatalog(source);
