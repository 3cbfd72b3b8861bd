import { recordStoreOf } from "~/platform/records/record-store.server";
import { CONFERENCE_ROOM_TYPE } from "~/features/conference-rooms/conference-room.type";

/** Halls and conference rooms: the events page, the back-office and `/api/events`. */
export const conferenceRooms = recordStoreOf(CONFERENCE_ROOM_TYPE);
