import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { createRecordStore } from "~/platform/records/record-store.server";
import { ManagerInputSchema, ManagerSchema, MAX_SORT_ORDER } from "~/features/management-team/schema";
import { MANAGER_KIND } from "~/features/management-team/manager-kind";

const store = createRecordStore({
  ...MANAGER_KIND,
  table: "management_team",
  columns: ["name", "position", "sort_order"],
  input: ManagerInputSchema,
  output: ManagerSchema,
  picture: "required",
  orderBy: "sort_order",
  // An absent order is left out, so an update keeps the stored one (create fills it in below).
  write: (input) => ({
    name: input.name,
    position: input.position,
    ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
  }),
  read: (row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    sort_order: row.sort_order,
    image: row.picture?.src ?? null,
    picture: row.picture,
  }),
});

/** One past the last card, so a member added without an order appears at the end. */
async function nextSortOrder(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("management_team")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirst();
  return Math.min(Number(row?.last ?? 0) + 1, MAX_SORT_ORDER);
}

/**
 * The management team, for the Management Team page, the back-office (/managementTeam) and
 * `/api/mteam` (create, update and delete are new: DECISIONS §4). Listed by staff's order,
 * then id.
 */
export const managementTeam: typeof store = {
  ...store,
  async create(services, input, image, actor) {
    const sort_order = input.sort_order ?? (await nextSortOrder(services.db));
    return store.create(services, { ...input, sort_order }, image, actor);
  },
};
