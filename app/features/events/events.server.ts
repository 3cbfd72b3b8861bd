import { recordStoreOf } from "~/platform/records/record-store.server";
import { EVENT_SPACE_TYPE } from "~/features/events/event-space.type";

/** Halls and conference rooms: the events page, the back-office and `/api/events`. */
export const eventSpaces = recordStoreOf(EVENT_SPACE_TYPE);
