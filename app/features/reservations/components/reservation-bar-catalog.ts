import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./reservation-bar.messages.json";

/** The reservation bar's labels and problems; /booking's search form shares its field names. */
export const reservationBarCatalog = defineCatalog(source);
