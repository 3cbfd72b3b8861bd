import type { ColumnType, Generated } from "kysely";
import type { CreatedAt, Instant } from "~/platform/db/db-schema";

/**
 * A guest's "Call me back" request: who, which number, when to call (`call_at`, UTC; the guest
 * chose it on Lilongwe's clock), the language of their email, and when staff called (`done_at`).
 */
export interface CallbackRequestsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  call_at: Instant;
  language: ColumnType<string, string | undefined, string>;
  /** Whether the guest's acknowledgement went out or was held by the per-recipient budget (decision 052). */
  acknowledgement: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  done_at: Instant | null;
  done_by: string | null;
}

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    callback_requests: CallbackRequestsTable;
  }
}
