import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./gallery-page.messages.json";

/** The public picture gallery and its viewer. */
export const galleryPageCatalog = defineCatalog(source);
