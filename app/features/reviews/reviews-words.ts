import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./reviews.messages.json";

/** How a guest's review reads on the public pages, in English and Chichewa. */
export const reviewsWords = defineCatalog(source);
