import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./site-chrome.messages.json";

/** The header, menus, footer and toasts every public page shares. */
export const siteChrome = defineCatalog(source);
export type SiteChromeKey = Parameters<typeof siteChrome.t>[1];
