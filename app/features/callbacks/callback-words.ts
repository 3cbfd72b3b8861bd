import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./callbacks.messages.json";

/** Everything the "Call me back" page, its answers and its email say, in English and Chichewa. */
export const callbackWords = defineCatalog(source);

export type CallbackKey = Parameters<typeof callbackWords.t>[1];
