import type { Kysely } from "kysely";

/**
 * A Chichewa (or, later, any other) version of a record's text fields (DECISIONS §10,
 * docs/decisions/043-translated-record-fields.md): one table for every content type, one row
 * per record, field and language. `record_table` is the record's table (`rooms`, `bars`) and
 * `field` the field as the API and the form name it (`name`, `message`), so the table needs
 * no column per type and a new type's fields need no migration. No foreign key can point at
 * many tables: the record layer removes a record's rows in the transaction that deletes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("record_translations")
    .addColumn("record_table", "text", (c) => c.notNull())
    .addColumn("record_id", "integer", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("record_translations_key", ["record_table", "record_id", "field", "language"])
    .execute();
  // A list page reads one table's versions in one language.
  await db.schema.createIndex("record_translations_by_language").on("record_translations").columns(["record_table", "language", "record_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("record_translations").ifExists().execute();
}
