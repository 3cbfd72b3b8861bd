import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A room type's nightly rate for a date range (migration 0200): nights from start_date up to, not including, end_date. */
export interface SeasonalRatesTable {
  id: Generated<number>;
  room_id: number;
  start_date: string;
  end_date: string;
  /** Integer kwacha per room per night. */
  rate: number;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Nights a room type is not sold (migration 0200): from start_date up to, not including, end_date. */
export interface RoomClosuresTable {
  id: Generated<number>;
  room_id: number;
  start_date: string;
  end_date: string;
  note: string | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    seasonal_rates: SeasonalRatesTable;
    room_closures: RoomClosuresTable;
  }
}
