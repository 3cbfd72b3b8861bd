import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./account.messages.json";

/** The account pages: log in, its code, forgotten and reset passwords, My Profile, the member's dashboard and My Loyalties. */
export const accountCatalog = defineCatalog(source);

/** Stands in for a value drawn as an element (`<strong>{name}</strong>`) inside a message. */
export const SLOT = "\u0001";

/** The text before and after the SLOT a message was given: `[before, after]`. */
export function aroundSlot(message: string): [string, string] {
  const at = message.indexOf(SLOT);
  return at < 0 ? [message, ""] : [message.slice(0, at), message.slice(at + SLOT.length)];
}
