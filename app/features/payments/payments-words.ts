import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./payments.messages.json";

/** What guests read of deposits, in English and Chichewa: /booking's policy lines, the stay page's deposit, the return page. */
export const paymentsWords = defineCatalog(source);
export type PaymentsKey = Parameters<typeof paymentsWords.t>[1];
