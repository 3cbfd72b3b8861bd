import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

export interface NewsletterSubscribersTable {
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

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    newsletter_subscribers: NewsletterSubscribersTable;
  }
}
