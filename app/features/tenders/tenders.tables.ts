import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt, FileRecordTable } from "~/platform/db/db-schema";

/**
 * A tender: a PDF with its closing instant (`closes_at`, UTC) and that instant's date in
 * Lilongwe (`closing_date`, `YYYY-MM-DD`). `announced_closes_at`: the closing time its
 * followers were last told of (null until the first announcement round has seen it).
 */
export interface TendersTable extends FileRecordTable {
  closing_date: string;
  closes_at: Instant;
  announced_closes_at: Instant | null;
}

/** An addendum to a tender: a title and a PDF; `announced_at` is null until its followers' emails are queued. */
export interface TenderAddendaTable {
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
export interface TenderFollowersTable {
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
export interface TenderFollowerTokensTable {
  token_hash: string;
  follower_id: number;
  created_at: Instant;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    tenders: TendersTable;
    tender_addenda: TenderAddendaTable;
    tender_followers: TenderFollowersTable;
    tender_follower_tokens: TenderFollowerTokensTable;
  }
}
