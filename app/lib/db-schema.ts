import type { ColumnType, Generated, Selectable } from "kysely";

/**
 * Tables as both engines store them. Instants are ISO-8601 UTC strings and calendar dates
 * `YYYY-MM-DD` strings on SQLite and PostgreSQL alike (docs/decisions/003-portable-data.md),
 * so a row reads the same whatever the engine. Booleans are 0/1 integers for the same reason.
 */
type Instant = string;
type CreatedAt = ColumnType<Instant, Instant | undefined, never>;

interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string;
  usertype: number;
  created_at: CreatedAt;
  updated_at: Instant;
  /** Set when an administrator deactivated the account: it cannot log in (migration 0070). */
  deactivated_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  last_sign_in_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** The language of the guest's emails, `en` or `ny` (migration 0270). */
  language: ColumnType<string, string | undefined, string>;
}

interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the cookie value, so a database leak does not leak live sessions. Null for API logins. */
  token_hash: string | null;
  kind: "web" | "api";
  remember: number;
  created_at: CreatedAt;
  last_seen_at: Instant;
  /** Hard end of the login, whatever the activity. */
  expires_at: Instant;
}

interface AccessTokensTable {
  token_hash: string;
  session_id: number;
  expires_at: Instant;
}

interface RefreshTokensTable {
  token_hash: string;
  session_id: number;
  used_at: Instant | null;
  expires_at: Instant;
}

interface MediaTable {
  id: Generated<number>;
  /** Content hash of the original bytes; variant file names derive from it. */
  key: string;
  width: number;
  height: number;
  /** JSON array of ImageVariant (see platform/media). */
  variants: string;
  created_at: CreatedAt;
}

interface RoomsTable {
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
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A room type's nightly rate for a date range (migration 0200): nights from start_date up to, not including, end_date. */
interface SeasonalRatesTable {
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
interface RoomClosuresTable {
  id: Generated<number>;
  room_id: number;
  start_date: string;
  end_date: string;
  note: string | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A reservation request (migration 0210; features/reservations). Only `confirmed` rows take rooms off a night. */
interface ReservationsTable {
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
  /** requested, confirmed, declined or cancelled. */
  status: string;
  /** The stay's price when asked, integer kwacha after any discount. */
  total: number;
  /** The VIP best-rate discount applied (0 for none). */
  discount_percent: number;
  user_id: number | null;
  /** SHA-256 of the cancel link's token in the first email; null once it can no longer be used. */
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
  /** `sent`, or `withheld` when the guest's address had had its hour's acknowledgements (migration 0290). */
  acknowledgement: ColumnType<string, string | undefined, string>;
}

/** The last reservation number handed out per year (migration 0210). */
interface ReservationNumbersTable {
  year: number;
  last_number: number;
}

interface RoomItemsTable {
  id: Generated<number>;
  room_name: string;
  item_name: string;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Bars, restaurants and health & wellness entries share one card shape. */
interface MessageCardTable {
  id: Generated<number>;
  name: string;
  message: string;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Promotions, festive offers and activities: a card with a rate (integer kwacha). */
interface OfferCardTable extends MessageCardTable {
  fee: number;
}

interface ConferenceRoomsTable {
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

interface ManagementTeamTable {
  id: Generated<number>;
  name: string;
  position: string;
  /** Staff's chosen display order (lowest first, then id); 0 until placed. */
  sort_order: Generated<number>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

interface BoardMembersTable {
  id: Generated<number>;
  name: string;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A partner's logo for the home page's logo slider (migration 0150; features/partners). */
interface PartnerLogosTable {
  id: Generated<number>;
  name: string;
  /** The partner's site (https), or "" for none. */
  link: ColumnType<string, string | undefined, string>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** An award the hotel received (migration 0180; features/awards). */
export interface AwardsTable {
  id: Generated<number>;
  name: string;
  year: number;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A picture of the Media Gallery (SPEC §3 "Gallery item"). */
interface GalleryItemsTable {
  id: Generated<number>;
  name: string;
  /** The page this picture heads (features/gallery/page-heroes.ts), "" for none (migration 0190). */
  heads_page: Generated<string>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Adverts for the home page popup (SPEC §3; migration 0020-adverts). */
interface AdvertsTable {
  id: Generated<number>;
  title: ColumnType<string, string | undefined, string>;
  /** The staff member who added it; null once that account is gone. */
  user_id: number | null;
  description: ColumnType<string, string | undefined, string>;
  /** Stop date `YYYY-MM-DD`; null: no stop date. */
  period: string | null;
  tag: ColumnType<string, string | undefined, string>;
  rates: ColumnType<number, number | undefined, number>;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** A stored file that is not a picture (migration 0050-files; platform/files). */
interface FilesTable {
  id: Generated<number>;
  kind: string;
  /** `public`: served at /files/...; `staff`: at /staff-files/... to staff only. */
  visibility: string;
  /** Random name on disk, chosen by the server. */
  stored_name: string;
  /** What the browser saves it as, made from the owning record's name. */
  download_name: string;
  byte_size: number;
  sha256: string;
  mime: string;
  created_at: CreatedAt;
}

/** A record that owns one file (videos, documents). */
interface FileRecordTable {
  id: Generated<number>;
  name: string;
  file_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/**
 * A tender: a PDF with its closing instant (`closes_at`, UTC) and that instant's date in
 * Lilongwe (`closing_date`, `YYYY-MM-DD`). `announced_closes_at`: the closing time its
 * followers were last told of (null until the first announcement round has seen it).
 */
interface TendersTable extends FileRecordTable {
  closing_date: string;
  closes_at: Instant;
  announced_closes_at: Instant | null;
}

/** An addendum to a tender: a title and a PDF; `announced_at` is null until its followers' emails are queued. */
interface TenderAddendaTable {
  id: Generated<number>;
  tender_id: number;
  title: string;
  posted_at: Instant;
  announced_at: Instant | null;
  file_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** An address following a tender by email (double opt-in); `language` of its emails, `en` or `ny`. */
interface TenderFollowersTable {
  id: Generated<number>;
  tender_id: number;
  email: string;
  language: ColumnType<string, string | undefined, string>;
  confirmed_at: Instant | null;
  confirm_token_hash: string | null;
  confirmation_sent_at: Instant | null;
  link_origin: string | null;
  created_at: CreatedAt;
}

/** The sha256 of an unsubscribe link sent to a follower (one per email). */
interface TenderFollowerTokensTable {
  token_hash: string;
  follower_id: number;
  created_at: Instant;
}

/** Small key/value facts about this installation and editable site settings. */
interface SettingsTable {
  key: string;
  value: string;
}

interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** Random capability put in every newsletter email's unsubscribe link. */
  unsubscribe_token: string;
  created_at: CreatedAt;
  /** When the reader followed the confirmation link; null while unconfirmed (migration 0140). */
  confirmed_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
  /** sha256 of the token in the latest confirmation email. */
  confirm_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_sent_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
}

/** A Contact Us message; personal data, for staff only (DECISIONS §1). */
interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phonenumber: string;
  message: string;
  created_at: CreatedAt;
  /** When staff marked it handled; null while it still needs an answer. */
  handled_at: Instant | null;
  /** The staff account that marked it handled (null when open or that account is gone). */
  handled_by: number | null;
}

/** Who changed what, and when (docs/decisions/012-audit-log.md). Rows are only ever added. */
interface AuditLogTable {
  id: Generated<number>;
  at: Instant;
  actor_id: number | null;
  actor_name: string;
  actor_email: string;
  action: string;
  subject_type: string;
  subject_id: number | null;
  subject_label: string;
}

/** An event quotation request from /EventPlan (migration 0100; features/event-requests). */
interface EventRequestsTable {
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

/** A vacancy on the Careers page (migration 0080-vacancies): closing date `YYYY-MM-DD`, sanitised HTML. */
interface VacanciesTable {
  id: Generated<number>;
  name: string;
  closing_date: string;
  vacancy: string;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Every email the site sends, queued in the transaction that causes it (docs/decisions/018-email-outbox.md). */
interface EmailOutboxTable {
  id: Generated<number>;
  /** What the email is for: welcome, password-reset, contact-message, ... */
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: "pending" | "sent" | "failed";
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Instant;
  /** Why the last attempt failed, without the relay's credentials. */
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: Instant | null;
}

/** A password reset link's token, kept only as its sha256 (DECISIONS §3). */
interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: CreatedAt;
}

/**
 * A VIP club application (migration 0110; features/vip). `status` pending → approved | rejected;
 * `renewal_status` pending → approved | rejected when an approved member asks to renew.
 * `expires` is a hotel date `YYYY-MM-DD` (null until approved); cells are stored +265XXXXXXXXX.
 */
export interface VipApplicationsTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string | null;
  title: string;
  first_name: string;
  last_name: string;
  company: string;
  postal_address: string;
  cell: string;
  cell2: string;
  nationality: string;
  birth_date: string;
  passport_no: string;
  email: string;
  sms: string;
  signature: string;
  sales_person: ColumnType<string, string | undefined, string>;
  department: ColumnType<string, string | undefined, string>;
  expires: string | null;
  status: ColumnType<"pending" | "approved" | "rejected", "pending" | "approved" | "rejected" | undefined, "pending" | "approved" | "rejected">;
  renewal_status: "pending" | "approved" | "rejected" | null;
  renewal_requested_at: Instant | null;
  review_note: ColumnType<string, string | undefined, string>;
  reviewed_by: number | null;
  reviewed_at: Instant | null;
  /** The `expires` date an expiry reminder was queued for: one reminder per expiry. */
  expiry_reminder_for: string | null;
  created_at: CreatedAt;
  updated_at: Instant;
  /** The language of the guest's emails, `en` or `ny` (migration 0270). */
  language: ColumnType<string, string | undefined, string>;
}

/** An account's authenticator app (migration 0130): enabled once a first code confirmed it. */
interface TwoStepTable {
  id: Generated<number>;
  user_id: number;
  /** Base32 TOTP secret (docs/decisions/024 says why it is not encrypted). */
  secret: string;
  enabled_at: Instant | null;
  /** The 30-second step of the last accepted code: that code and older ones are refused. */
  last_used_step: number | null;
  created_at: CreatedAt;
}

/** A single-use recovery code, kept only as its sha256. */
interface TwoStepRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Instant | null;
  created_at: CreatedAt;
}

/** A password accepted, waiting for the second step (5 minutes, single-use, token as sha256). */
interface PendingLoginsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember: number;
  redirect_to: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Instant;
  created_at: CreatedAt;
}

/**
 * One line of a member's loyalty points ledger (migration 0120; features/loyalty): a spend or
 * a correction of one. Append-only: the balance is the sum of `points`.
 */
interface LoyaltyEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: "spend" | "correction";
  /** Whole kwacha; a correction's change, negative to take off. */
  amount_mwk: number;
  points: number;
  /** Points per full MWK 10,000 this line was counted at (the site setting when the spend was recorded). */
  points_per_10000: number;
  receipt_ref: string | null;
  /** The receipt reference as compared for uniqueness per member (null on corrections). */
  receipt_key: string | null;
  /** Hotel date `YYYY-MM-DD` of the spend (of the recording, for a correction). */
  spent_on: string;
  note: ColumnType<string, string | undefined, string>;
  corrects_entry_id: number | null;
  recorded_by: number | null;
  created_at: CreatedAt;
}

/** One counted attempt of a rate limit: `key_hash` is the sha256 of the limited key, `at` epoch ms. */
interface RateLimitHitsTable {
  id: Generated<number>;
  bucket: string;
  key_hash: string;
  at: number;
}

/** Keys every server on the database shares (migration 0220): the device-cookie key when SECRETS_KEY is not set. */
interface ServerKeysTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

/** A new email waiting for the link sent to it (migration 0220; features/profile). One per account. */
interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  expires_at: Instant;
  created_at: CreatedAt;
}

/**
 * A record's text field in another language (migration 0260; platform/records/translations):
 * one row per record, field and language, for every content type.
 */
interface RecordTranslationsTable {
  record_table: string;
  record_id: number;
  /** The field as the API and the form name it (`name`, `message`). */
  field: string;
  language: string;
  text: string;
  updated_at: Instant;
}

export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  media: MediaTable;
  rooms: RoomsTable;
  room_items: RoomItemsTable;
  seasonal_rates: SeasonalRatesTable;
  room_closures: RoomClosuresTable;
  reservations: ReservationsTable;
  reservation_numbers: ReservationNumbersTable;
  bars: MessageCardTable;
  restaurants: MessageCardTable;
  wellness_entries: MessageCardTable;
  promotions: OfferCardTable;
  festivals: OfferCardTable;
  activities: OfferCardTable;
  conference_rooms: ConferenceRoomsTable;
  management_team: ManagementTeamTable;
  board_members: BoardMembersTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  gallery_items: GalleryItemsTable;
  contact_messages: ContactMessagesTable;
  adverts: AdvertsTable;
  files: FilesTable;
  videos: FileRecordTable;
  documents: FileRecordTable;
  tenders: TendersTable;
  tender_addenda: TenderAddendaTable;
  tender_followers: TenderFollowersTable;
  tender_follower_tokens: TenderFollowerTokensTable;
  audit_log: AuditLogTable;
  event_requests: EventRequestsTable;
  vip_applications: VipApplicationsTable;
  partner_logos: PartnerLogosTable;
  awards: AwardsTable;
  loyalty_entries: LoyaltyEntriesTable;
  vacancies: VacanciesTable;
  // Email outbox and password resets (accounts).
  email_outbox: EmailOutboxTable;
  password_resets: PasswordResetsTable;
  // Two-step sign-in for staff.
  two_step: TwoStepTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  pending_logins: PendingLoginsTable;
  // Rate limits shared by every server process (docs/decisions/009-rate-limits.md).
  rate_limit_hits: RateLimitHitsTable;
  // Device cookies' key and confirmed email changes (docs/decisions/038-limits-and-device-cookies.md).
  server_keys: ServerKeysTable;
  email_changes: EmailChangesTable;
  // Chichewa versions of records' text fields (docs/decisions/043-translated-record-fields.md).
  record_translations: RecordTranslationsTable;
}

export type User = Selectable<UsersTable>;
