import type { Kysely } from "kysely";
import { withId, withTimestamps } from "./column-helpers";

/**
 * Files that are not pictures (DECISIONS §5): videos for the virtual tour, PDF documents and
 * tenders, and later staff-only attachments. A row describes bytes on disk under
 * `stored_name`, a random name the server chose; `download_name` is what a visitor's browser
 * saves it as, made from the owning record's name. `visibility` decides who may fetch it:
 * `public` at /files/..., `staff` at /staff-files/... behind the staff guard.
 *
 * Videos, documents and tenders each own one file through `file_id`; deleting the record
 * removes the row and the bytes (the application does both, so the disk follows the database).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("files"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("visibility", "text", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull().unique())
    .addColumn("download_name", "text", (c) => c.notNull())
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  const fileColumn = "file_id";
  await withTimestamps(
    withId(db, db.schema.createTable("videos"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn(fileColumn, "integer", (c) => c.references("files.id").onDelete("set null")),
  ).execute();
  await withTimestamps(
    withId(db, db.schema.createTable("documents"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn(fileColumn, "integer", (c) => c.references("files.id").onDelete("set null")),
  ).execute();
  await withTimestamps(
    withId(db, db.schema.createTable("tenders"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("closing_date", "text", (c) => c.notNull())
      .addColumn(fileColumn, "integer", (c) => c.references("files.id").onDelete("set null")),
  ).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["tenders", "documents", "videos", "files"]) await db.schema.dropTable(table).ifExists().execute();
}
