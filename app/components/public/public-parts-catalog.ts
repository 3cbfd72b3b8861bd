import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./public-parts.messages.json";

/** The words of the shared public components: Book Now, Read More, download tables, opening hours, legal pages. */
export const publicParts = defineCatalog(source);
