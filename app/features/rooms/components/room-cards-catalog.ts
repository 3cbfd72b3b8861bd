import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./room-cards.messages.json";

/** The room cards' words, in both languages (SPEC's fallback descriptions are room-fallbacks.ts's, read by the loaders). */
export const roomCardsCatalog = defineCatalog(source);
