import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./profile.messages.json";

/** The words of My Profile for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const profileWords = defineCatalog(source);
