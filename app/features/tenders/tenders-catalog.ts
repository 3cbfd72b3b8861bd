import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./tenders.messages.json";

/** The tender pages, their list, countdowns and follow form, in English and Chichewa (decision 042). */
export const tendersCatalog = defineCatalog(source);
