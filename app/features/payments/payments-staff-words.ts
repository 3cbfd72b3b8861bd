import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./payments-staff.messages.json";

/** Staff's words of payments, English only; never imported by a public page. */
export const paymentsStaffWords = defineCatalog(source);
