import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./villa.messages.json";

/** The Presidential Villas page. */
export const villaWords = defineCatalog(source);
