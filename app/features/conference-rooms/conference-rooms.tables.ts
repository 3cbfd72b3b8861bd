import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

export interface ConferenceRoomsTable {
  id: Generated<number>;
  /** Hall, e.g. "Banqueting Hall" (SPEC's wire name: `name`). */
  hall: string;
  /** Sub-room, e.g. "Njovu" (SPEC's wire name: `fee`). */
  sub_room: string;
  /** Free text about size and capacity. */
  capacity: string;
  /** People per seating layout (migration 0020-event-spaces); null where not offered or not published. */
  cinema: number | null;
  classroom: number | null;
  u_shape: number | null;
  boardroom: number | null;
  banquet: number | null;
  cocktail: number | null;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    conference_rooms: ConferenceRoomsTable;
  }
}
