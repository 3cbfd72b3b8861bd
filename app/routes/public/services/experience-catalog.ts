import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./experience.messages.json";

/** The Experiences page: spa, gym, pool and play centre. */
export const experienceWords = defineCatalog(source);
