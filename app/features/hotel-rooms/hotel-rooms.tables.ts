import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Instant } from "~/platform/db/db-schema";

/** A room of a room type (migration 0350): "204", "Villa Mbuna". The type's inventory is how many it has. */
export interface HotelRoomsTable {
  id: Generated<number>;
  /** The room type's id (`rooms.id`). */
  room_type_id: number;
  number: string;
  /** `number` trimmed and in lower case, unique: one "204" in the hotel. */
  number_key: string;
  /** Null when not given (rooms made from a count); ground floor is 0. */
  floor: number | null;
  notes: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A room out of order from `start_date` to `end_date` (nights, end exclusive), with why and who said so. */
export interface RoomOutOfOrderTable {
  id: Generated<number>;
  hotel_room_id: number;
  start_date: string;
  end_date: string;
  reason: string;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** One night a stay sleeps in a room; the key (room, night) lets no room be given twice for a night. */
export interface RoomNightsTable {
  hotel_room_id: number;
  night: string;
  reservation_id: number;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    hotel_rooms: HotelRoomsTable;
    room_out_of_order: RoomOutOfOrderTable;
    room_nights: RoomNightsTable;
  }
}
