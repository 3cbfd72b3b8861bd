import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./vip-club.messages.json";

/** The Presidential VIP Club page: benefits and the Register Now form. */
export const vipClubCatalog = defineCatalog(source);
