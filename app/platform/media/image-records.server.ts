import type { Insertable, Transaction, Updateable } from "kysely";
import type { AppServices } from "~/platform/app-context";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import type { PreparedImage } from "~/platform/media/prepare-image.server";
import { writeWithImage } from "~/platform/media/write-with-image.server";
import { fieldWords } from "~/platform/forms/field-words";

type Services = Pick<AppServices, "db" | "storage">;

/** Tables whose rows own one picture through `image_id` (rooms, room items, bars, offers, ...). */
export type ImageTable = {
  [K in keyof Database]: "image_id" extends keyof Database[K] ? ("updated_at" extends keyof Database[K] ? K : never) : never;
}[keyof Database];

/** The record's own fields: everything but its id, picture and timestamps. */
export type RecordFields<T extends ImageTable> = Omit<Insertable<Database[T]>, "id" | "image_id" | "created_at" | "updated_at">;

/*
 * Kysely cannot type a query over a table chosen at run time; every ImageTable has the
 * columns used below (id, image_id, created_at, updated_at), so the queries are written
 * against one of them ("rooms") and the field values keep their per-table type at the call.
 */
const asRooms = (table: ImageTable) => table as "rooms";

/**
 * Runs inside the writing transaction with the record's id (after an insert or update,
 * before a delete): the record layer logs the change there, so both commit or neither does.
 */
type AlsoInTransaction = (trx: Transaction<Database>, id: number) => Promise<void>;

/** Inserts a record with its (required) picture; returns the new id. Nothing is left behind on failure. */
export async function insertWithImage<T extends ImageTable>(
  services: Services,
  table: T,
  fields: RecordFields<T>,
  image: PreparedImage,
  also?: AlsoInTransaction,
): Promise<number> {
  return writeWithImage(services, image, async (trx, imageId) => {
    const now = new Date().toISOString();
    const row = await trx
      .insertInto(asRooms(table))
      .values({ ...(fields as Insertable<Database["rooms"]>), image_id: imageId, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await also?.(trx, row.id);
    return { value: row.id, dropImageIds: [] };
  });
}

/** Updates a record's fields; a new picture replaces the old one, whose files then go. Unknown id → 404. */
export async function updateWithImage<T extends ImageTable>(
  services: Services,
  table: T,
  id: number,
  fields: Updateable<Database[T]>,
  image: PreparedImage | undefined,
  also?: AlsoInTransaction,
): Promise<void> {
  await writeWithImage(services, image, async (trx, newImageId) => {
    const current = await trx.selectFrom(asRooms(table)).select("image_id").where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
    await trx
      .updateTable(asRooms(table))
      .set({
        ...(fields as Updateable<Database["rooms"]>),
        updated_at: new Date().toISOString(),
        ...(newImageId !== null ? { image_id: newImageId } : {}),
      })
      .where("id", "=", id)
      .execute();
    await also?.(trx, id);
    return { value: undefined, dropImageIds: newImageId !== null ? [current.image_id] : [] };
  });
}

/** Deletes a record and its picture's files. Unknown id → 404. */
export async function deleteWithImage(services: Services, table: ImageTable, id: number, also?: AlsoInTransaction): Promise<void> {
  await writeWithImage(services, undefined, async (trx) => {
    const current = await trx.selectFrom(asRooms(table)).select("image_id").where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
    await also?.(trx, id);
    await trx.deleteFrom(asRooms(table)).where("id", "=", id).execute();
    return { value: undefined, dropImageIds: [current.image_id] };
  });
}
