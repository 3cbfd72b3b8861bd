import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./contact.messages.json";

/** The Contact Us page and its form. */
export const contactWords = defineCatalog(source);
