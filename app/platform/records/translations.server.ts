import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { GivenTranslations, TranslatedLanguage } from "~/platform/records/translations";

/*
 * The `record_translations` table (migration 0260): every content type's versions in other
 * languages, one row per record, field and language. Only the record layer writes it, inside
 * the transaction that writes the record (record-store.server.ts), so a record and its
 * versions commit together or not at all.
 */

/** The table's name, for the caches that must turn when a version changes. */
export const TRANSLATIONS_TABLE = "record_translations";

/** Each record's versions in `language`, by record id, then field; `id` reads one record's only. */
export async function readTranslations(
  db: Kysely<Database>,
  table: string,
  language: TranslatedLanguage,
  id?: number,
): Promise<Map<number, Map<string, string>>> {
  let query = db.selectFrom("record_translations").select(["record_id", "field", "text"]).where("record_table", "=", table).where("language", "=", language);
  if (id !== undefined) query = query.where("record_id", "=", id);
  const byRecord = new Map<number, Map<string, string>>();
  for (const row of await query.execute()) {
    const recordId = Number(row.record_id);
    let fields = byRecord.get(recordId);
    if (!fields) byRecord.set(recordId, (fields = new Map()));
    fields.set(row.field, row.text);
  }
  return byRecord;
}

/** Sets (a text) or removes (null) the record's given versions; fields left out of `given` keep theirs. */
export async function writeTranslations(
  trx: Transaction<Database>,
  table: string,
  id: number,
  language: TranslatedLanguage,
  given: GivenTranslations,
): Promise<void> {
  const fields = Object.keys(given);
  if (fields.length === 0) return;
  // Delete, then insert what is set: the same two statements on SQLite and PostgreSQL.
  await trx
    .deleteFrom("record_translations")
    .where("record_table", "=", table)
    .where("record_id", "=", id)
    .where("language", "=", language)
    .where("field", "in", fields)
    .execute();
  const now = new Date().toISOString();
  const rows = Object.entries(given).flatMap(([field, text]) =>
    text === null ? [] : [{ record_table: table, record_id: id, field, language, text, updated_at: now }],
  );
  if (rows.length > 0) await trx.insertInto("record_translations").values(rows).execute();
}

/** Every version of a record, in every language: it is being deleted. */
export async function removeTranslations(trx: Transaction<Database>, table: string, id: number): Promise<void> {
  await trx.deleteFrom("record_translations").where("record_table", "=", table).where("record_id", "=", id).execute();
}
