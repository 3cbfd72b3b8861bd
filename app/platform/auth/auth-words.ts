import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./auth.messages.json";

/** The words of signing in, registering, passwords and two-step sign-in for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const authWords = defineCatalog(source);
