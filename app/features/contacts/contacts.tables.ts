import type { Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

/** A Contact Us message; personal data, for staff only (DECISIONS §1). */
export interface ContactMessagesTable {
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

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    contact_messages: ContactMessagesTable;
  }
}
