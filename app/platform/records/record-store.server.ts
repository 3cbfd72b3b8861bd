import { type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, sql } from "kysely";
import type { z } from "zod";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/lib/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/hotel-date";
import { messages } from "~/lib/messages";
import { isStaff, type Viewer } from "~/platform/auth/roles";
import { deleteWithImage, type ImageTable, insertWithImage, type RecordFields, updateWithImage } from "~/platform/media/image-records.server";
import { type Picture, toPicture } from "~/platform/media/picture";
import type { PreparedImage } from "~/platform/media/prepare-image.server";
import type { RecordKind } from "~/platform/records/record-type";
import { writeWithFile } from "~/platform/files/file-records.server";
import { FILE_RULES, type FileKind } from "~/platform/files/file-rules";
import type { PreparedFile } from "~/platform/files/prepare-file.server";
import { downloadNameFor, fileUrl, type StoredFile } from "~/platform/files/stored-file";
import { auditedWrite, refuseDuplicate, type UniqueField } from "~/platform/records/record-audit.server";
import { cachedRead } from "~/lib/cached-read.server";

type Services = Pick<AppServices, "db" | "storage" | "files">;
type Db = Kysely<Database>;

/** Tables whose rows own one file through `file_id` (videos, documents, tenders). */
type FileTable = {
  [K in keyof Database]: "file_id" extends keyof Database[K] ? ("updated_at" extends keyof Database[K] ? K : never) : never;
}[keyof Database];
/** Tables of records that own neither a picture nor a file (vacancies: text and dates only). */
type PlainTable = "vacancies";
type RecordTable = ImageTable | FileTable | PlainTable;
/** The record's own fields: everything but its id, picture or file, and timestamps. */
type OwnFields<T extends RecordTable> = Omit<Insertable<Database[T]>, "id" | "image_id" | "file_id" | "created_at" | "updated_at">;
type Column<T extends RecordTable> = Exclude<keyof Selectable<Database[T]> & string, "id" | "image_id" | "file_id" | "created_at" | "updated_at">;

/** What a create or update may carry: a picture for picture types, a file for file types. */
export type PreparedUpload = PreparedImage | PreparedFile;

/** A stored row's columns as read, plus its id, timestamps, picture and file (null when it has none). */
export type StoredRecord<T extends RecordTable, C extends Column<T>> = Pick<Selectable<Database[T]>, C> & {
  id: number;
  /** When the record was added and last changed (ISO-8601 UTC). */
  created_at: string;
  updated_at: string;
  picture: Picture | null;
  file: StoredFile | null;
};

/**
 * A record that owns one file instead of a picture: the form/multipart field that carries it,
 * its kind (which decides the accepted formats and the size limit, file-rules.ts) and whether
 * a new record must have one. Its download name is made from the record's `name`.
 */
export interface FileOption<F extends string = string> {
  field: F;
  kind: FileKind;
  required: boolean;
}

/**
 * One content type, declared once: its table, the columns it reads, how validated input
 * becomes columns and how a row becomes what clients see. `createRecordStore` turns it
 * into the five domain functions every screen, page and API route uses.
 */
interface RecordDefinition<T extends RecordTable, C extends Column<T>, Input, Output> extends RecordKind {
  table: T;
  /** Columns read for the output (the picture comes with them). */
  columns: readonly C[];
  input: z.ZodType<Input, unknown>;
  /**
   * What an update must carry, when it differs from a create (an advert's title has a
   * default on add but is required on edit). Defaults to `input`.
   */
  updateInput?: z.ZodType<Input, unknown>;
  output: z.ZodType<Output>;
  write: (input: Input) => OwnFields<T>;
  read: (row: StoredRecord<T, C>) => Output;
  /** Whether a new record must come with a picture; "none" for types that own a file instead, or nothing at all. */
  picture: "required" | "optional" | "none";
  /** The file a record owns (videos, documents, tenders); only with `picture: "none"`. */
  file?: FileOption;
  /** The form/multipart field that carries the picture (SPEC §7 names it `media` for adverts). Default `image`. */
  fileField?: string;
  /** A column set to the id of the staff member who creates the record (never taken from the input). */
  createdBy?: C;
  /** Display order: a column, then the id. */
  orderBy?: C;
  /**
   * Records visitors may see; staff see every one (DECISIONS §1), so they can correct what
   * has expired. Compared with the hotel's date (Africa/Blantyre) as `YYYY-MM-DD` text.
   */
  publicWhen?: { column: C; onOrAfterToday: true; orNull?: boolean };
  /** A field whose value must be unique (a unique index); a duplicate answers 422 on that field. */
  unique?: UniqueField<Input>;
}

export interface RecordStore<Input, Output> {
  list: (db: Db, viewer: Viewer | null) => Promise<Output[]>;
  /** What the visitors' list reads, for the list cache (list-cache.server.ts). */
  listSource: { tables: readonly string[]; dated: boolean };
  /** Unknown ids, and records the viewer may not see, are both "not found". */
  getById: (db: Db, id: number, viewer: Viewer | null) => Promise<Output>;
  /**
   * `actor` is who makes the change (the API's `c.var.viewer`, the page session's viewer):
   * every write is logged with it in the same transaction (docs/decisions/012-audit-log.md),
   * and a create records it in the definition's `createdBy` column when it has one.
   */
  create: (services: Services, input: Input, upload: PreparedUpload | undefined, actor: Viewer | null) => Promise<Output>;
  update: (services: Services, id: number, input: Input, upload: PreparedUpload | undefined, actor: Viewer | null) => Promise<Output>;
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
    return definition.read({ ...(row as StoredRecord<T, C>), picture: pictureOf(row), file: fileOf(row) });
  }

  function asImage(upload: PreparedUpload | undefined): PreparedImage | undefined {
    if (upload && "type" in upload) throw new AppError("bad_request", messages.submitFailed);
    return upload;
  }

  /** The download name follows the record's name ("Annual Report 2025" → "Annual Report 2025.pdf"). */
  function downloadName(input: Input, ext: string): string {
    const fields = definition.write(input) as { name?: unknown };
    return downloadNameFor(typeof fields.name === "string" ? fields.name : definition.noun, ext);
  }

  const visitorsView = Symbol(`${definition.table}: visitors' list`);
  const store: RecordStore<Input, Output> = {
    listSource: {
      tables: [definition.table, ...(hasPicture ? ["media"] : []), ...(fileOption ? ["files"] : [])],
      dated: publicWhen !== undefined,
    },
    async list(db, viewer) {
      const read = async () => (await select(db, viewer).execute()).map((row) => toOutput(row as Record<string, unknown>));
      if (isStaff(viewer)) return read();
      // Visitors' (and members') view, which every public page reads: kept until its tables
      // change (docs/decisions/026-cached-reads.md). Its rows are frozen and shared; the array
      // is the caller's own, to sort or filter.
      return [...(await cachedRead(db, visitorsView, store.listSource, read))];
    },
    async getById(db, id, viewer) {
      const row = await select(db, viewer).where(`${table}.id`, "=", id).executeTakeFirst();
      if (!row) throw new AppError("not_found", messages.notFound);
      return toOutput(row as Record<string, unknown>);
    },
    async create(services, input, upload, actor) {
      const fields = { ...definition.write(input), ...(definition.createdBy ? { [definition.createdBy]: actor?.id ?? null } : {}) } as RecordFields<ImageTable>;
      const audit = auditedWrite(definition.table, "create", actor);
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
        if (definition.picture === "required") throw fieldError(definition.fileField ?? "image", messages.imageRequired);
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
    async update(services, id, input, upload, actor) {
      const audit = auditedWrite(definition.table, "update", actor);
      if (fileOption) {
        const file = asFile(upload);
        const fileTable = table as unknown as "videos";
        const newFile = file ? { prepared: file, visibility: "public" as const, downloadName: downloadName(input, file.ext) } : undefined;
        await refuseDuplicate(definition.unique, input, () => writeWithFile(services, newFile, async (trx, newFileId) => {
          const current = await trx.selectFrom(fileTable).select("file_id").where("id", "=", id).executeTakeFirst();
          if (!current) throw new AppError("not_found", messages.notFound);
          await trx
            .updateTable(fileTable)
            .set({ ...(definition.write(input) as object), updated_at: new Date().toISOString(), ...(newFileId !== null ? { file_id: newFileId } : {}) } as never)
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
        const fields = definition.write(input);
        await refuseDuplicate(definition.unique, input, () =>
          services.db.transaction().execute(async (trx) => {
            const result = await trx
              .updateTable(table)
              .set({ ...(fields as object), updated_at: new Date().toISOString() } as never)
              .where("id", "=", id)
              .executeTakeFirst();
            if (Number(result.numUpdatedRows) === 0) throw new AppError("not_found", messages.notFound);
            await audit(trx, id);
          }),
        );
        return store.getById(services.db, id, STAFF_VIEW);
      }
      await refuseDuplicate(definition.unique, input, () => updateWithImage(services, definition.table as ImageTable, id, definition.write(input) as never, asImage(upload), audit));
      return store.getById(services.db, id, STAFF_VIEW);
    },
    async remove(services, id, actor) {
      const audit = auditedWrite(definition.table, "delete", actor);
      if (fileOption) {
        const fileTable = table as unknown as "videos";
        await writeWithFile(services, undefined, async (trx) => {
          const current = await trx.selectFrom(fileTable).select("file_id").where("id", "=", id).executeTakeFirst();
          if (!current) throw new AppError("not_found", messages.notFound);
          await audit(trx, id);
          await trx.deleteFrom(fileTable).where("id", "=", id).execute();
          return { value: undefined, dropFileIds: [current.file_id] };
        });
        return;
      }
      if (plain) {
        await services.db.transaction().execute(async (trx) => {
          const current = await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
          if (!current) throw new AppError("not_found", messages.notFound);
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

/** A type that owns no picture and no file takes no upload. */
function refuseUpload(upload: PreparedUpload | undefined): undefined {
  if (upload) throw new AppError("bad_request", messages.submitFailed);
  return undefined;
}

function asFile(upload: PreparedUpload | undefined): PreparedFile | undefined {
  if (upload && !("type" in upload)) throw new AppError("bad_request", messages.submitFailed);
  return upload;
}

/** Reading back what staff just saved: they see records visitors may not (an expired advert). */
const STAFF_VIEW: Viewer = { id: 0, name: "", email: "", usertype: 1, role: "admin" };
