import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * Staff accounts managed in the back-office and the activity (audit) log
 * (docs/decisions/012-audit-log.md).
 *
 * `deactivated_at`: a deactivated account keeps its row (its name stays on the activity it
 * wrote) but cannot log in. `last_sign_in_at`: shown to administrators on the Staff screen.
 *
 * `audit_log` copies the actor's name and email and the record's label at the time of the
 * change, so the log still reads correctly after a rename or a deletion; `actor_id` has no
 * foreign key for the same reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("deactivated_at", "text").execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();

  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_name", "text", (c) => c.notNull())
    .addColumn("actor_email", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("subject_type", "text", (c) => c.notNull())
    .addColumn("subject_id", "integer")
    .addColumn("subject_label", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor").on("audit_log").columns(["actor_id", "at"]).execute();
  await db.schema.createIndex("audit_log_subject_type").on("audit_log").columns(["subject_type", "at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
  await db.schema.alterTable("users").dropColumn("deactivated_at").execute();
}
