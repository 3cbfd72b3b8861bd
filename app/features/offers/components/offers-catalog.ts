import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./offers.messages.json";

/** The Festive and Promotions pages and their offer grid. */
export const offersCatalog = defineCatalog(source);
export type OffersKey = Parameters<typeof offersCatalog.t>[1];
