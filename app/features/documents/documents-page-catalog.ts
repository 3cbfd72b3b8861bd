import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./documents-page.messages.json";

/** The public Documents & Downloads page. */
export const documentsPageCatalog = defineCatalog(source);
