import type { Kysely } from "kysely";
import { withId } from "./column-helpers";

/**
 * Contact messages from the Contact Us form (SPEC §3) and their handling by staff
 * (DECISIONS §7: staff must be able to finish what visitors start). `handled_by` keeps the
 * staff account that closed a message; deleting that account keeps the message.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("contact_messages"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phonenumber", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("handled_at", "text")
    .addColumn("handled_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("contact_messages_created_at").on("contact_messages").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("contact_messages").ifExists().execute();
}
