import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * Two-step sign-in for staff (DECISIONS §3, docs/decisions/024-two-step-sign-in.md).
 *
 * `two_step`: one row per account that started enrolling. `secret` is the base32 TOTP secret;
 * `enabled_at` is null until a first code confirms it; `last_used_step` is the 30-second step of
 * the last accepted code, so a code works once.
 *
 * `two_step_recovery_codes`: 10 per enrolment, only their sha256 kept; `used_at` makes each single-use.
 *
 * `pending_logins`: a password accepted for an account with two-step on, waiting for the code
 * (5 minutes, single-use, token kept as sha256; `attempts` counts wrong codes).
 *
 * The "require two-step sign-in for staff" setting is a row of `settings` like the others.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("two_step"))
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_used_step", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("two_step_recovery_codes"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("two_step_recovery_codes_user").on("two_step_recovery_codes").columns(["user_id", "code_hash"]).execute();

  await withId(db, db.schema.createTable("pending_logins"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("remember", "integer", (c) => c.notNull())
    .addColumn("redirect_to", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("pending_logins_user").on("pending_logins").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pending_logins").ifExists().execute();
  await db.schema.dropTable("two_step_recovery_codes").ifExists().execute();
  await db.schema.dropTable("two_step").ifExists().execute();
}
