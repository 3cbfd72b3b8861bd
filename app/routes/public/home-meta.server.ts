import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./home-meta.messages.json";

/**
 * The home page's title and description for search engines and shared links: written by the
 * loader (which the page's meta reads), so these words stay out of the page's scripts.
 */
export const homeMetaWords = defineCatalog(source);
