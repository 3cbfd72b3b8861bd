import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./rooms.messages.json";

/** The words of the rooms for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const roomsWords = defineCatalog(source);
