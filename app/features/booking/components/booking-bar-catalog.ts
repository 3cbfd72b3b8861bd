import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./booking-bar.messages.json";

/** The booking bar's labels and problems; /booking's search form shares its field names. */
export const bookingBarCatalog = defineCatalog("bookingBar", source);
