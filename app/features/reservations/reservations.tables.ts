import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A reservation request (migration 0210; features/reservations). Only rows of `OCCUPYING_STATUSES` (stay-statuses.ts) take rooms off a night. */
export interface ReservationsTable {
  id: Generated<number>;
  /** RS-<year>-<NNNN>, numbered per year in the inserting transaction. */
  reference: string;
  /** Null once the room type is removed; `room_name` keeps what was asked for. */
  room_id: number | null;
  room_name: string;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  rooms: number;
  guest_name: string;
  email: string;
  phone: string;
  special_requests: string;
  /** requested, confirmed, declined, cancelled, checked_in, checked_out or no_show (schema.ts `RESERVATION_STATUSES`). */
  status: string;
  /** The stay's price when asked, integer kwacha after any discount. */
  total: number;
  /** The VIP best-rate discount applied (0 for none). */
  discount_percent: number;
  user_id: number | null;
  /** SHA-256 of the cancel link's token in the first email; null once declined (a cancelled stay keeps it, so the link can say when). */
  cancel_token_hash: string | null;
  /** SHA-256 of the cancel link's token in the confirmation email (migration 0250); null until confirmed and once spent. */
  confirmation_cancel_token_hash: string | null;
  decline_reason: string | null;
  notes: string;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
  /** The language of the guest's emails, `en` or `ny` (migration 0270). */
  language: ColumnType<string, string | undefined, string>;
  /** The currency the guest saw the price in, `MWK` or `USD` (migration 0280): with USD, their emails add dollars. */
  currency: ColumnType<string, string | undefined, string>;
  /** When the stay was cancelled (migration 0310); null while it is not, and for stays cancelled before the column. */
  cancelled_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** When the front desk checked the guest in, and out (migration 0360); null until then. */
  checked_in_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  checked_out_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** The departure booked, kept when an early check-out moved `departure` to the day the guest left (migration 0360); else null. */
  booked_departure: ColumnType<string | null, string | null | undefined, string | null>;
  /** `sent`, or `withheld` when the guest's address had had its hour's acknowledgements (migration 0290). */
  acknowledgement: ColumnType<string, string | undefined, string>;
  /** Where the stay was sold (migration 0370): `direct` (the site) for every stay so far; the hotel's numbers count by it. */
  channel: ColumnType<string, string | undefined, string>;
  /** The agency calendar a stay was imported from (migration 0400, features/channel-calendars); null for every other stay. */
  channel_feed_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The imported event's UID (an occurrence of a repeating one: UID + "#" + its date), unique within its feed. */
  external_uid: ColumnType<string | null, string | null | undefined, string | null>;
  /** The deposit asked for, whole kwacha, from the deposit policy when the guest asked (migration 0411); 0 for none. */
  deposit_due: ColumnType<number, number | undefined, number>;
  /** When the deposit is to be paid by, set on confirmation (migration 0411); null without a deposit. */
  deposit_due_by: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** When the guest was reminded of an unpaid deposit (migration 0440, features/payments deposit-deadlines); null until then. */
  deposit_reminded_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** The hash of the reminder email's own stay-page link (migration 0440); finds the stay like the other two. */
  deposit_reminder_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the reservations address was told the deposit is still unpaid after the reminder (migration 0440). */
  deposit_staff_told_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** Why a cancelled stay was cancelled when the site did it (migration 0440): `deposit-unpaid`; else null. */
  cancel_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The site address the stay was confirmed on (migration 0440): the reminder's link when PUBLIC_URL is not set. */
  deposit_link_origin: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last reservation number handed out per year (migration 0210). */
export interface ReservationNumbersTable {
  year: number;
  last_number: number;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    reservations: ReservationsTable;
    reservation_numbers: ReservationNumbersTable;
  }
}
