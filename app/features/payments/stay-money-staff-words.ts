import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./stay-money-staff.messages.json";

/** Staff's words of a stay's Money section, English only; never imported by a public page. */
export const stayMoneyStaffWords = defineCatalog(source);

export type StayMoneyStaffKey = Parameters<typeof stayMoneyStaffWords.t>[1];
