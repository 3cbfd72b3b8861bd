import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./stay-status.messages.json";

/**
 * The stay's page's words for a guest who has come, gone or not come: only that page loads
 * them, so /booking's script stays within its budget.
 */
export const stayStatusCatalog = defineCatalog(source);
