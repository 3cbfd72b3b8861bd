import { defineContentType } from "~/platform/records/content-type";
import { MANAGEMENT_TEAM_SCREEN } from "~/features/management-team/components/manager-fields";
import { ManagerInputSchema, ManagerSchema, MAX_SORT_ORDER } from "~/features/management-team/schema";

/**
 * The management team, for the Management Team page, the back-office (/managementTeam) and
 * `/api/mteam` (create, update and delete are new: DECISIONS §4). Listed by staff's order,
 * then id.
 */
export const MANAGER_TYPE = defineContentType({
  key: "manager",
  noun: "management team member",
  plural: "management team members",
  table: "management_team",
  columns: ["name", "position", "sort_order"],
  input: ManagerInputSchema,
  output: ManagerSchema,
  picture: "required",
  orderBy: "sort_order",
  // An absent order is left out, so an update keeps the stored one (a create is given the next one).
  write: (input) => ({
    name: input.name,
    position: input.position,
    ...(input.sort_order !== undefined ? { sort_order: input.sort_order } : {}),
  }),
  // One past the last card, so a member added without an order appears at the end.
  async beforeCreate(input, db) {
    if (input.sort_order !== undefined) return input;
    const row = await db.selectFrom("management_team").select((eb) => eb.fn.max("sort_order").as("last")).executeTakeFirst();
    return { ...input, sort_order: Math.min(Number(row?.last ?? 0) + 1, MAX_SORT_ORDER) };
  },
  read: (row) => ({ id: row.id, name: row.name, position: row.position, sort_order: row.sort_order, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Management team",
  api: { path: "/mteam", tag: "Management team" },
  screen: { path: "/managementTeam", title: "Management Team", menu: { group: "Pages and media", label: "Management Team", order: 70 }, view: MANAGEMENT_TEAM_SCREEN },
  pages: [{ path: "/Managementeam", module: "routes/public/management-team.tsx" }],
  example: { name: "Chimwemwe Saka", position: "EXECUTIVE CHEF" },
});

export default MANAGER_TYPE;
