import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** An event quotation request from /EventPlan (migration 0100; features/event-requests). */
export interface EventRequestsTable {
  id: Generated<number>;
  /** EV-<year>-<id>, set in the inserting transaction once the id is known. */
  reference: string | null;
  idempotency_key: string | null;
  event_name: string;
  start_date: string;
  end_date: string;
  event_type: string;
  num_rooms: number | null;
  attendees: number;
  other: string;
  service_type: string;
  space: string;
  first_name: string;
  last_name: string;
  contact_email: string;
  phone_number: string;
  additional_info: string;
  file_id: number | null;
  status: string;
  notes: string;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
  /** The language of the guest's emails, `en` or `ny` (migration 0270). */
  language: ColumnType<string, string | undefined, string>;
  /** `sent`, or `withheld` when the guest's address had had its hour's acknowledgements (migration 0290). */
  acknowledgement: ColumnType<string, string | undefined, string>;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    event_requests: EventRequestsTable;
  }
}
