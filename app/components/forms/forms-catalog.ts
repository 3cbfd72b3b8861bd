import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./forms.messages.json";

/** The words forms share on the site and in the back-office: "(optional)", wizard steps, uploads, confirm dialogs. */
export const formWords = defineCatalog("forms", source);
