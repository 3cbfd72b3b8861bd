import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./newsletter-pages.messages.json";

/** The pages behind the newsletter emails' links (confirm, unsubscribe). */
export const newsletterPagesCatalog = defineCatalog(source);
