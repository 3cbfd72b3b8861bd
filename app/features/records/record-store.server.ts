import { type Kysely, type Selectable, sql } from "kysely";
import type { z } from "zod";
import type { AppServices } from "~/lib/app-context";
import type { Database } from "~/lib/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/hotel-date";
import { messages } from "~/lib/messages";
import { isStaff, type Viewer } from "~/features/auth/roles";
import { deleteWithImage, type ImageTable, insertWithImage, type RecordFields, updateWithImage } from "~/features/media/image-records.server";
import { type Picture, toPicture } from "~/features/media/picture";
import type { PreparedImage } from "~/features/media/prepare-image.server";
import type { RecordKind } from "~/features/records/record-type";
import { auditedWrite, refuseDuplicate, type UniqueField } from "~/features/records/record-audit.server";

type Services = Pick<AppServices, "db" | "storage">;
type Db = Kysely<Database>;
type Column<T extends ImageTable> = Exclude<keyof Selectable<Database[T]> & string, "id" | "image_id" | "created_at" | "updated_at">;

/** A stored row's columns as read, plus its id and picture (null when it has none). */
export type StoredRecord<T extends ImageTable, C extends Column<T>> = Pick<Selectable<Database[T]>, C> & {
  id: number;
  picture: Picture | null;
};

/**
 * One content type, declared once: its table, the columns it reads, how validated input
 * becomes columns and how a row becomes what clients see. `createRecordStore` turns it
 * into the five domain functions every screen, page and API route uses.
 */
export interface RecordDefinition<T extends ImageTable, C extends Column<T>, Input, Output> extends RecordKind {
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
  write: (input: Input) => RecordFields<T>;
  read: (row: StoredRecord<T, C>) => Output;
  /** Whether a new record must come with a picture. */
  picture: "required" | "optional";
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
  /** Unknown ids, and records the viewer may not see, are both "not found". */
  getById: (db: Db, id: number, viewer: Viewer | null) => Promise<Output>;
  /**
   * `actor` is who makes the change (the API's `c.var.viewer`, the page session's viewer):
   * every write is logged with it in the same transaction (docs/decisions/012-audit-log.md),
   * and a create records it in the definition's `createdBy` column when it has one.
   */
  create: (services: Services, input: Input, image: PreparedImage | undefined, actor: Viewer | null) => Promise<Output>;
  update: (services: Services, id: number, input: Input, image: PreparedImage | undefined, actor: Viewer | null) => Promise<Output>;
  remove: (services: Services, id: number, actor: Viewer | null) => Promise<void>;
}

/*
 * Kysely cannot type a query over a table chosen at run time. Every ImageTable has `id` and
 * `image_id`, and the definition lists its own columns, so the query is built against one
 * of them ("rooms") and the rows keep the definition's types. The casts stay in this file.
 */
export function createRecordStore<T extends ImageTable, C extends Column<T>, Input, Output>(
  definition: RecordDefinition<T, C, Input, Output>,
): RecordStore<Input, Output> & { definition: RecordDefinition<T, C, Input, Output> } {
  const table = definition.table as "rooms";
  const { publicWhen } = definition;

  function select(db: Db, viewer: Viewer | null) {
    let query = db
      .selectFrom(table)
      .leftJoin("media", "media.id", `${table}.image_id`)
      .select(definition.columns.map((c) => sql.ref(`${table}.${c}`).as(c)))
      .select([`${table}.id as id`, "media.width as media_width", "media.height as media_height", "media.variants as media_variants"]);
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

  function toOutput(row: Record<string, unknown>): Output {
    const width = row.media_width as number | null;
    const height = row.media_height as number | null;
    const variants = row.media_variants as string | null;
    const picture = width !== null && height !== null && variants !== null ? toPicture({ width, height, variants }) : null;
    return definition.read({ ...(row as StoredRecord<T, C>), picture });
  }

  const store: RecordStore<Input, Output> = {
    async list(db, viewer) {
      return (await select(db, viewer).execute()).map((row) => toOutput(row as Record<string, unknown>));
    },
    async getById(db, id, viewer) {
      const row = await select(db, viewer).where(`${table}.id`, "=", id).executeTakeFirst();
      if (!row) throw new AppError("not_found", messages.notFound);
      return toOutput(row as Record<string, unknown>);
    },
    async create(services, input, image, actor) {
      const fields = { ...definition.write(input), ...(definition.createdBy ? { [definition.createdBy]: actor?.id ?? null } : {}) } as RecordFields<T>;
      const audit = auditedWrite(definition.table, "create", actor);
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
      const id = await refuseDuplicate(definition.unique, input, () => insertWithImage(services, definition.table, fields, image, audit));
      return store.getById(services.db, id, STAFF_VIEW);
    },
    async update(services, id, input, image, actor) {
      const audit = auditedWrite(definition.table, "update", actor);
      await refuseDuplicate(definition.unique, input, () => updateWithImage(services, definition.table, id, definition.write(input) as never, image, audit));
      return store.getById(services.db, id, STAFF_VIEW);
    },
    async remove(services, id, actor) {
      await deleteWithImage(services, definition.table, id, auditedWrite(definition.table, "delete", actor));
    },
  };
  return { ...store, definition };
}

/** Reading back what staff just saved: they see records visitors may not (an expired advert). */
const STAFF_VIEW: Viewer = { id: 0, name: "", email: "", usertype: 1, role: "admin" };
