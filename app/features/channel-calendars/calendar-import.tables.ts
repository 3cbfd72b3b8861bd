import type { Generated } from "kysely";
import type { CreatedAt, Instant } from "~/platform/db/db-schema";

/** An agency's iCalendar address imported for one room (migration 0400, docs/decisions/062-calendar-import.md). */
export interface ChannelFeedsTable {
  id: Generated<number>;
  hotel_room_id: number;
  /** What staff call the agency ("Booking.com"): the imported stays' `channel`, so the reports count by it. */
  agency: string;
  url: string;
  /** The validators of the last good answer, sent back as If-None-Match / If-Modified-Since. */
  etag: string | null;
  last_modified: string | null;
  /** When a poller last took the feed (its claim: no other instance fetches it until it is due again). */
  last_polled_at: Instant | null;
  last_success_at: Instant | null;
  /** Why the last poll failed (staff's English), null once one succeeds. */
  last_error: string | null;
  /** The first failure of the current streak; null while the feed works. */
  failing_since: Instant | null;
  /** When the reservations address was told of the current streak (one email per streak). */
  failure_notified_at: Instant | null;
  /** Events of the last good import (0 when it was empty): an empty answer after some is a failure. */
  events_count: Generated<number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A night an imported stay could not have in its room, held there by another stay, until staff move that one. */
export interface ChannelConflictsTable {
  reservation_id: number;
  night: string;
  hotel_room_id: number;
  /** The stay holding the room that night (null once it is gone: the next sync places the night). */
  blocking_reservation_id: number | null;
  created_at: CreatedAt;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    channel_feeds: ChannelFeedsTable;
    channel_conflicts: ChannelConflictsTable;
  }
}
