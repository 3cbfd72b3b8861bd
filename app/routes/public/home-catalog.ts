import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./home.messages.json";

/** The home page. */
export const homeWords = defineCatalog(source);
