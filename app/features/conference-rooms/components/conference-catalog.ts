import { defineCatalog } from "~/platform/i18n/catalog";
import type { LayoutKey } from "~/features/conference-rooms/conference-room-choices";
import source from "./conference.messages.json";

/** The Events & Meetings page and its capacity chart. */
export const conferenceCatalog = defineCatalog(source);

/** A seating layout's name (LAYOUTS) as the page's catalogue words it. */
export const layoutKey = (key: LayoutKey) => `layout.${key}` as const;
