import type { Generated } from "kysely";
import type { CreatedAt, Instant } from "~/platform/db/db-schema";

/**
 * The export address of a room or a room type's calendar (migration 0390): exactly one of
 * `hotel_room_id` and `room_type_id` is set. `token` names the address; a new one replaces it.
 */
export interface CalendarExportsTable {
  id: Generated<number>;
  hotel_room_id: number | null;
  room_type_id: number | null;
  /** 24 random bytes, base64url (192 bits); kept as it is so administrators can copy the address again. */
  token: string;
  /** sha256 of what the feed last said (its events and name, without time stamps); null until first read. */
  content_hash: string | null;
  /** When the feed last said something new: its Last-Modified and its events' DTSTAMP. */
  changed_at: Instant | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    calendar_exports: CalendarExportsTable;
  }
}
