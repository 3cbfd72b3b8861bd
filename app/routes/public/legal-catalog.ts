import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./legal.messages.json";

/** The titles of Terms & Conditions and the Disclaimer; their text is the administrators' (site settings). */
export const legalWords = defineCatalog(source);
