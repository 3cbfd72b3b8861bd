import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./vip.messages.json";

/** The words of the VIP club for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const vipWords = defineCatalog(source);
