import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./reservation.messages.json";

/** Book Now (/booking), its search, results and request forms, and the cancel link's page. */
export const reservationCatalog = defineCatalog(source);
