import type { ColumnType, Generated, Selectable } from "kysely";

/**
 * Tables as both engines store them. Instants are ISO-8601 UTC strings and calendar dates
 * `YYYY-MM-DD` strings on SQLite and PostgreSQL alike (docs/decisions/003-portable-data.md),
 * so a row reads the same whatever the engine. Booleans are 0/1 integers for the same reason.
 */
export type Instant = string;
export type CreatedAt = ColumnType<Instant, Instant | undefined, never>;

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
  /** When a link sent to `email` was last used, proving it the owner's (migration 0380); null until then, and again after a change of address. */
  email_verified_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>;
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

/** Bars, restaurants and health & wellness entries share one card shape. */
export interface MessageCardTable {
  id: Generated<number>;
  name: string;
  message: string;
  image_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Promotions, festive offers and activities: a card with a rate (integer kwacha). */
export interface OfferCardTable extends MessageCardTable {
  fee: number;
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
export interface FileRecordTable {
  id: Generated<number>;
  name: string;
  file_id: number | null;
  created_at: CreatedAt;
  updated_at: Instant;
}

/** Small key/value facts about this installation and editable site settings. */
interface SettingsTable {
  key: string;
  value: string;
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

/**
 * Every table the site's queries may name. These are the site's own machinery (accounts,
 * sessions, media, files, settings, the outbox, the activity log); each feature adds its
 * tables from its `app/features/<x>/<x>.tables.ts` by declaration merging
 * (`declare module "~/platform/db/db-schema" { interface Database { … } }`, decision 053), so the
 * bottom layer names no feature and the compiler still sees one interface.
 */
export interface Database {
  settings: SettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  media: MediaTable;
  files: FilesTable;
  audit_log: AuditLogTable;
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
