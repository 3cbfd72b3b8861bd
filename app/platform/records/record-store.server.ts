import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from "kysely";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/platform/db/db-schema";
import { AppError, fieldError, isAppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { isStaff, type Viewer } from "~/platform/auth/roles";
import { deleteWithImage, type ImageTable, insertWithImage, type RecordFields, updateWithImage } from "~/platform/media/image-records.server";
import { type Picture, toPicture } from "~/platform/media/picture";
import type { PreparedImage } from "~/platform/media/prepare-image.server";
import type { Column, ContentType, RecordTable, RecordTools, StoredRecord } from "~/platform/records/content-type";
import { staffHtmlTools } from "~/platform/records/staff-html.server";
import { writeWithFile } from "~/platform/files/file-records.server";
import { FILE_RULES } from "~/platform/files/file-rules";
import type { PreparedFile } from "~/platform/files/prepare-file.server";
import { downloadNameFor, fileUrl, type StoredFile } from "~/platform/files/stored-file";
import { auditedWrite, refuseDuplicate } from "~/platform/records/record-audit.server";
import { cachedRead } from "~/platform/db/cached-read.server";
import type { Language } from "~/platform/i18n/language";
import { type GivenTranslations, type InLanguage, type TranslatedLanguage, translationField } from "~/platform/records/translations";
import { readTranslations, removeTranslations, TRANSLATIONS_TABLE, writeTranslations } from "~/platform/records/translations.server";
import { fieldWords } from "~/platform/forms/field-words";
import { mediaStaffWords } from "~/platform/media/media-words";
import { recordsWords } from "~/platform/records/records-words";

type Services = Pick<AppServices, "db" | "storage" | "files">;
type Db = Kysely<Database>;

/**
 * The record mapping of a content type: what `createRecordStore` needs of a declaration
 * (content-type.ts). Tests and the rooms' sub-records build one without the rest.
 */
export type RecordDefinition<T extends RecordTable, C extends Column<T>, Input, Output> = Pick<
  ContentType<T, C, Input, Output>,
  "key" | "noun" | "table" | "columns" | "input" | "updateInput" | "output" | "translatable" | "write" | "read" | "picture" | "fileField" | "file" | "createdBy" | "orderBy" | "publicWhen" | "unique" | "beforeCreate" | "checkInput" | "afterWrite" | "dependentFiles"
>;

/** What a create or update may carry: a picture for picture types, a file for file types. */
export type PreparedUpload = PreparedImage | PreparedFile;

/** What a list reads: its tables, and whether the hotel's date decides what visitors see. */
export interface ListSource {
  tables: readonly string[];
  dated: boolean;
}

export interface RecordStore<Input, Output> {
  /**
   * In English by default. In Chichewa (`language` "ny"), each record also carries its
   * versions as `translation` (translations.ts), its English fields left as they are.
   */
  list: (db: Db, viewer: Viewer | null, language?: Language) => Promise<InLanguage<Output>[]>;
  /** What the visitors' list in a language reads, for the list cache (list-cache.server.ts). */
  listSource: (language?: Language) => ListSource;
  /** Whether the type has fields in other languages, so its lists differ by language. */
  translated: boolean;
  /** Unknown ids, and records the viewer may not see, are both "not found". */
  getById: (db: Db, id: number, viewer: Viewer | null, language?: Language) => Promise<InLanguage<Output>>;
  /**
   * `actor` is who makes the change (the API's `c.var.viewer`, the page session's viewer):
   * every write is logged with it in the same transaction (docs/decisions/012-audit-log.md),
   * and a create records it in the definition's `createdBy` column when it has one.
   * `translations` sets or removes Chichewa versions of translatable fields in the same
   * transaction; the fields it leaves out keep theirs.
   */
  create: (services: Services, input: Input, upload: PreparedUpload | undefined, actor: Viewer | null, translations?: GivenTranslations) => Promise<Output>;
  update: (services: Services, id: number, input: Input, upload: PreparedUpload | undefined, actor: Viewer | null, translations?: GivenTranslations) => Promise<Output>;
  remove: (services: Services, id: number, actor: Viewer | null) => Promise<void>;
}

/*
 * Kysely cannot type a query over a table chosen at run time. Every RecordTable has `id`
 * and either `image_id` or `file_id`, and the definition lists its own columns, so the
 * query is built against one of them ("rooms", or "videos" for the file join) and the rows
 * keep the definition's types. The casts stay in this file.
 */
export function createRecordStore<T extends RecordTable, C extends Column<T>, Input, Output>(
  definition: RecordDefinition<T, C, Input, Output>,
): RecordStore<Input, Output> & { definition: RecordDefinition<T, C, Input, Output> } {
  const table = definition.table as "rooms";
  const { publicWhen, file: fileOption } = definition;
  const hasPicture = definition.picture !== "none";
  /** Neither picture nor file: rows are written in a plain transaction with their audit entry. */
  const plain = !hasPicture && !fileOption;
  const translatable: readonly string[] = definition.translatable ?? [];
  const columns = new Set<string>(definition.columns);

  function select(db: Db, viewer: Viewer | null) {
    let query = db
      .selectFrom(table)
      .select(definition.columns.map((c) => sql.ref(`${table}.${c}`).as(c)))
      .select([`${table}.id as id`, `${table}.created_at as created_at`, `${table}.updated_at as updated_at`]);
    if (hasPicture) {
      query = query
        .leftJoin("media", "media.id", `${table}.image_id`)
        .select(["media.width as media_width", "media.height as media_height", "media.variants as media_variants"]) as unknown as typeof query;
    }
    if (fileOption) {
      const fileTable = table as unknown as "videos";
      query = (query as unknown as SelectQueryBuilder<Database, "videos", object>)
        .leftJoin("files", "files.id", `${fileTable}.file_id`)
        .select([
          "files.stored_name as file_stored_name",
          "files.download_name as file_download_name",
          "files.visibility as file_visibility",
          "files.byte_size as file_byte_size",
          "files.mime as file_mime",
        ]) as unknown as typeof query;
    }
    if (publicWhen && !isStaff(viewer)) {
      const column = sql.ref(`${table}.${publicWhen.column}`);
      const today = hotelDate();
      query = query.where((eb) =>
        publicWhen.orNull ? eb.or([eb(column, "is", null), eb(column, ">=", today)]) : eb(column, ">=", today),
      );
    }
    if (definition.orderBy) query = query.orderBy(sql.ref(`${table}.${definition.orderBy}`));
    return query.orderBy(`${table}.id`);
  }

  function pictureOf(row: Record<string, unknown>): Picture | null {
    const width = row.media_width as number | null | undefined;
    const height = row.media_height as number | null | undefined;
    const variants = row.media_variants as string | null | undefined;
    return width != null && height != null && variants != null ? toPicture({ width, height, variants }) : null;
  }

  function fileOf(row: Record<string, unknown>): StoredFile | null {
    const stored_name = row.file_stored_name as string | null | undefined;
    if (stored_name == null) return null;
    const download_name = row.file_download_name as string;
    return {
      url: fileUrl({ stored_name, download_name, visibility: row.file_visibility as string }),
      downloadName: download_name,
      byteSize: Number(row.file_byte_size),
      mime: row.file_mime as string,
    };
  }

  function toOutput(row: Record<string, unknown>): Output {
    return definition.read({ ...(row as StoredRecord<T, C>), picture: pictureOf(row), file: fileOf(row) }, TOOLS);
  }

  /**
   * The record in English, with its versions in `language` beside it. A version whose field
   * is a column of the same name is read through the type's own `read` (sanitised again,
   * and what the type derives from it, a vacancy's excerpt, follows); one stored under another
   * column (a hall's `name`) is taken as it is.
   */
  function toOutputIn(row: Record<string, unknown>, versions: ReadonlyMap<string, string> | undefined, language: TranslatedLanguage): InLanguage<Output> {
    const english = toOutput(row);
    const given = translatable.filter((field) => versions?.has(field));
    const untranslated = translatable.filter((field) => !versions?.has(field));
    const texts: Record<string, string | null> = {};
    if (versions && given.length > 0) {
      const swapped = { ...row };
      for (const field of given) if (columns.has(field)) swapped[field] = versions.get(field);
      const translated = toOutput(swapped) as Record<string, unknown>;
      const englishFields = english as Record<string, unknown>;
      for (const [key, value] of Object.entries(translated)) {
        if ((typeof value === "string" || value === null) && value !== englishFields[key]) texts[key] = value;
      }
      for (const field of given) texts[field] = columns.has(field) ? (translated[field] as string | null) : versions.get(field)!;
    }
    return { ...english, translation: { language, texts, untranslated } };
  }

  /** The viewer's rows (one, with `id`), in `language`. */
  async function readIn(db: Db, viewer: Viewer | null, language: Language, id?: number): Promise<InLanguage<Output>[]> {
    let query = select(db, viewer);
    if (id !== undefined) query = query.where(`${table}.id`, "=", id);
    if (language === "en" || translatable.length === 0) return (await query.execute()).map((row) => toOutput(row as Record<string, unknown>) as InLanguage<Output>);
    const [rows, versions] = await Promise.all([query.execute(), readTranslations(db, definition.table, language, id)]);
    return rows.map((row) => toOutputIn(row as Record<string, unknown>, versions.get(Number(row.id)), language));
  }

  /**
   * The versions as stored: each goes through the type's own `write` in its English field's
   * place, so what the type does to its text (sanitising staff HTML, refusing a description
   * that is only markup) it does to the version too, and a refusal names the version's field.
   */
  function storedTranslations(input: Input, given: GivenTranslations | undefined): GivenTranslations {
    const stored: Record<string, string | null> = {};
    const versions = Object.entries(given ?? {});
    // The English text's own refusal comes first, under its own field.
    if (versions.some(([, text]) => text !== null)) definition.write(input, TOOLS);
    for (const [field, text] of versions) {
      if (!translatable.includes(field)) continue;
      if (text === null || !columns.has(field)) {
        stored[field] = text;
        continue;
      }
      try {
        const written = (definition.write({ ...input, [field]: text }, TOOLS) as Record<string, unknown>)[field];
        stored[field] = typeof written === "string" && written !== "" ? written : null;
      } catch (error) {
        const problem = isAppError(error) ? error.errors?.[field]?.[0] : undefined;
        if (problem !== undefined) throw fieldError(translationField(field), problem);
        throw error;
      }
    }
    return stored;
  }

  /** What a write runs inside its transaction besides the row: its activity-log entry, then its versions. */
  function alsoWritten(action: "create" | "update", actor: Viewer | null, versions: GivenTranslations, input: Input) {
    const audit = auditedWrite(definition.table, action, actor);
    return async (trx: Transaction<Database>, id: number) => {
      await definition.afterWrite?.(trx, id, input);
      await audit(trx, id);
      await writeTranslations(trx, definition.table, id, "ny", versions);
    };
  }

  /** A delete's: its activity-log entry, and every version of the record. */
  function alsoDeleted(actor: Viewer | null) {
    const audit = auditedWrite(definition.table, "delete", actor);
    return async (trx: Transaction<Database>, id: number) => {
      await audit(trx, id);
      await removeTranslations(trx, definition.table, id);
    };
  }

  function asImage(upload: PreparedUpload | undefined): PreparedImage | undefined {
    if (upload && "type" in upload) throw new AppError("bad_request", recordsWords.msg("submitFailed"));
    return upload;
  }

  /** The download name follows the record's name or title ("Annual Report 2025" → "Annual Report 2025.pdf"). */
  function downloadName(input: Input, ext: string): string {
    const fields = definition.write(input, TOOLS) as { name?: unknown; title?: unknown };
    const label = typeof fields.name === "string" ? fields.name : typeof fields.title === "string" ? fields.title : definition.noun;
    return downloadNameFor(label, ext);
  }

  const englishSource: ListSource = {
    tables: [definition.table, ...(hasPicture ? ["media"] : []), ...(fileOption ? ["files"] : [])],
    dated: publicWhen !== undefined,
  };
  const translatedSource: ListSource = { ...englishSource, tables: [...englishSource.tables, TRANSLATIONS_TABLE] };
  /** One cached visitors' list per language: a Chichewa page never gets the English list, nor the reverse. */
  const visitorsViews: Record<Language, symbol> = {
    en: Symbol(`${definition.table}: visitors' list`),
    ny: Symbol(`${definition.table}: visitors' list in Chichewa`),
  };
  /** A type without translatable fields reads the same in every language. */
  const languageOf = (language: Language | undefined): Language => (translatable.length > 0 ? (language ?? "en") : "en");
  const store: RecordStore<Input, Output> = {
    translated: translatable.length > 0,
    listSource: (language) => (languageOf(language) === "en" ? englishSource : translatedSource),
    async list(db, viewer, asked) {
      const language = languageOf(asked);
      const read = () => readIn(db, viewer, language);
      if (isStaff(viewer)) return read();
      // Visitors' (and members') view, which every public page reads: kept until its tables
      // change (docs/decisions/026-cached-reads.md). Its rows are frozen and shared; the array
      // is the caller's own, to sort or filter.
      return [...(await cachedRead(db, visitorsViews[language], store.listSource(language), read))];
    },
    async getById(db, id, viewer, language) {
      const [record] = await readIn(db, viewer, languageOf(language), id);
      if (!record) throw new AppError("not_found", fieldWords.msg("notFound"));
      return record;
    },
    async create(services, given, upload, actor, translations) {
      const input = definition.beforeCreate ? await definition.beforeCreate(given, services.db) : given;
      await definition.checkInput?.(input, services.db);
      const fields = { ...definition.write(input, TOOLS), ...(definition.createdBy ? { [definition.createdBy]: actor?.id ?? null } : {}) } as RecordFields<ImageTable>;
      const audit = alsoWritten("create", actor, storedTranslations(input, translations), input);
      if (fileOption) {
        const file = asFile(upload);
        if (!file && fileOption.required) throw fieldError(fileOption.field, FILE_RULES[fileOption.kind].required);
        const newFile = file ? { prepared: file, visibility: "public" as const, downloadName: downloadName(input, file.ext) } : undefined;
        const id = await refuseDuplicate(definition.unique, input, () =>
          writeWithFile(services, newFile, async (trx, fileId) => {
            const now = new Date().toISOString();
            const row = await trx
              .insertInto(table as unknown as "videos")
              .values({ ...(fields as object), file_id: fileId, created_at: now, updated_at: now } as never)
              .returning("id")
              .executeTakeFirstOrThrow();
            await audit(trx, row.id);
            return { value: row.id, dropFileIds: [] };
          }),
        );
        return store.getById(services.db, id, STAFF_VIEW);
      }
      const image = plain ? refuseUpload(upload) : asImage(upload);
      if (!image) {
        if (definition.picture === "required") throw fieldError(definition.fileField ?? "image", mediaStaffWords.msg("imageRequired"));
        const now = new Date().toISOString();
        const id = await refuseDuplicate(definition.unique, input, () =>
          services.db.transaction().execute(async (trx) => {
            const row = await trx
              .insertInto(table)
              .values({ ...(fields as object), created_at: now, updated_at: now } as never)
              .returning("id")
              .executeTakeFirstOrThrow();
            await audit(trx, row.id);
            return row.id;
          }),
        );
        return store.getById(services.db, id, STAFF_VIEW);
      }
      const id = await refuseDuplicate(definition.unique, input, () => insertWithImage(services, definition.table as ImageTable, fields, image, audit));
      return store.getById(services.db, id, STAFF_VIEW);
    },
    async update(services, id, input, upload, actor, translations) {
      await definition.checkInput?.(input, services.db);
      const audit = alsoWritten("update", actor, storedTranslations(input, translations), input);
      if (fileOption) {
        const file = asFile(upload);
        const fileTable = table as unknown as "videos";
        const newFile = file ? { prepared: file, visibility: "public" as const, downloadName: downloadName(input, file.ext) } : undefined;
        await refuseDuplicate(definition.unique, input, () => writeWithFile(services, newFile, async (trx, newFileId) => {
          const current = await trx.selectFrom(fileTable).select("file_id").where("id", "=", id).executeTakeFirst();
          if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
          await trx
            .updateTable(fileTable)
            .set({ ...(definition.write(input, TOOLS) as object), updated_at: new Date().toISOString(), ...(newFileId !== null ? { file_id: newFileId } : {}) } as never)
            .where("id", "=", id)
            .execute();
          if (newFileId === null && current.file_id !== null) {
            // A renamed record downloads under its new name.
            const kept = await trx.selectFrom("files").select("stored_name").where("id", "=", current.file_id).executeTakeFirst();
            const ext = kept?.stored_name.split(".").pop() ?? "bin";
            await trx.updateTable("files").set({ download_name: downloadName(input, ext) }).where("id", "=", current.file_id).execute();
          }
          await audit(trx, id);
          return { value: undefined, dropFileIds: newFileId !== null ? [current.file_id] : [] };
        }));
        return store.getById(services.db, id, STAFF_VIEW);
      }
      if (plain) {
        refuseUpload(upload);
        const fields = definition.write(input, TOOLS);
        await refuseDuplicate(definition.unique, input, () =>
          services.db.transaction().execute(async (trx) => {
            const result = await trx
              .updateTable(table)
              .set({ ...(fields as object), updated_at: new Date().toISOString() } as never)
              .where("id", "=", id)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) === 0) throw new AppError("not_found", fieldWords.msg("notFound"));
            await audit(trx, id);
          }),
        );
        return store.getById(services.db, id, STAFF_VIEW);
      }
      await refuseDuplicate(definition.unique, input, () => updateWithImage(services, definition.table as ImageTable, id, definition.write(input, TOOLS) as never, asImage(upload), audit));
      return store.getById(services.db, id, STAFF_VIEW);
    },
    async remove(services, id, actor) {
      const audit = alsoDeleted(actor);
      if (fileOption) {
        const fileTable = table as unknown as "videos";
        await writeWithFile(services, undefined, async (trx) => {
          const current = await trx.selectFrom(fileTable).select("file_id").where("id", "=", id).executeTakeFirst();
          if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
          const dependents = (await definition.dependentFiles?.(trx, id)) ?? [];
          await audit(trx, id);
          await trx.deleteFrom(fileTable).where("id", "=", id).execute();
          return { value: undefined, dropFileIds: [current.file_id, ...dependents] };
        });
        return;
      }
      if (plain) {
        await services.db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
          if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
          await audit(trx, id);
          await trx.deleteFrom(table).where("id", "=", id).execute();
        });
        return;
      }
      await deleteWithImage(services, definition.table as ImageTable, id, audit);
    },
  };
  return { ...store, definition };
}

/** What the server lends every type's `write` and `read`. */
const TOOLS: RecordTools = { staffHtml: staffHtmlTools };

/** One store per declaration: every page, screen and API route of a type shares its cached list. */
const stores = new WeakMap<object, unknown>();

/** The store of a declared content type, made on first use. */
export function recordStoreOf<T extends RecordTable, C extends Column<T>, Input, Output>(
  type: ContentType<T, C, Input, Output>,
): RecordStore<Input, Output> & { definition: RecordDefinition<T, C, Input, Output> } {
  let store = stores.get(type) as ReturnType<typeof recordStoreOf<T, C, Input, Output>> | undefined;
  if (!store) {
    store = createRecordStore(type);
    stores.set(type, store);
  }
  return store;
}

/** A type that owns no picture and no file takes no upload. */
function refuseUpload(upload: PreparedUpload | undefined): undefined {
  if (upload) throw new AppError("bad_request", recordsWords.msg("submitFailed"));
  return undefined;
}

function asFile(upload: PreparedUpload | undefined): PreparedFile | undefined {
  if (upload && !("type" in upload)) throw new AppError("bad_request", recordsWords.msg("submitFailed"));
  return upload;
}

/** Reading back what staff just saved: they see records visitors may not (an expired advert). */
const STAFF_VIEW: Viewer = { id: 0, name: "", email: "", usertype: 1, role: "admin" };
