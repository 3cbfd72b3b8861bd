import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

export interface RoomsTable {
  id: Generated<number>;
  name: string;
  /** `normaliseName(name)`, unique: one card per room type (migration 0070). */
  name_key: string;
  fee: number;
  description: string | null;
  /** Rooms of this type the hotel sells (migration 0200; 0 until staff count them). */
  inventory: Generated<number>;
  /** Guests one room of this type sleeps, children included (default 2). */
  max_guests: Generated<number>;
  /** What the rate includes, one item per line (migration 0320); null for none given. */
  inclusions: string | null;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

export interface RoomItemsTable {
  id: Generated<number>;
  room_name: string;
  item_name: string;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    rooms: RoomsTable;
    room_items: RoomItemsTable;
  }
}
