import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./loyalty-history.messages.json";

/** The points history's headings (My Loyalties; the staff ledger shows them in English, as the back-office is). */
export const loyaltyHistoryCatalog = defineCatalog(source);
