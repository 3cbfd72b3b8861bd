import type { ColumnType, Generated } from "kysely";
import type { Instant, CreatedAt } from "~/platform/db/db-schema";

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

/** Its tables join the site's `Database` (docs/decisions/053-feature-folders.md). */
declare module "~/platform/db/db-schema" {
  interface Database {
    vip_applications: VipApplicationsTable;
  }
}
