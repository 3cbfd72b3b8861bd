import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** The hotel's rooms (DECISIONS §11): each room type's rooms, out of order periods, the rooms stays sleep in. */
const hotelRooms = defineFeature({
  key: "hotel-rooms",
  screens: [
    { to: "/hotel-rooms", label: "Room numbers", group: "Hotel", order: 11 },
    { to: "/room-chart", label: "Room chart", group: "Guests", order: 12 },
  ],
  auditSubjects: { hotel_rooms: "Room numbers" },
  auditActions: { "out-of-order": "Taken out of order", "back-in-service": "Back in service", move: "Moved to another room" },
  // Only /booking reads them, and it is never stored (live availability); a room added changes `rooms.inventory`, which pages do read.
  tablesNoPageShows: ["hotel_rooms", "room_out_of_order", "room_nights"],
});
export default hotelRooms;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof hotelRooms> {}
}
