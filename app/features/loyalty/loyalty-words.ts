import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./loyalty.messages.json";

/** The words of the VIP club loyalty points for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const loyaltyWords = defineCatalog(source);
