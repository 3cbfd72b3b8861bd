import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * Device cookies and confirmed email changes (docs/decisions/038-limits-and-device-cookies.md).
 *
 * `server_keys`: keys every server on the database must share, made once by whichever server
 * needs one first. Today only the key that signs device cookies when SECRETS_KEY is not set
 * (with SECRETS_KEY the key is derived from it and nothing is stored here).
 *
 * `email_changes`: a new email an account asked for, waiting for the link sent to that
 * address. Only the sha256 of the link's token is kept; one pending change per account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("server_keys")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("email_changes"))
    .addColumn("user_id", "integer", (c) => c.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_changes").ifExists().execute();
  await db.schema.dropTable("server_keys").ifExists().execute();
}
