import { defineContentType } from "~/platform/records/content-type";
import { BOARD_TEAM_SCREEN } from "~/features/board-team/components/board-member-fields";
import { BoardMemberInputSchema, BoardMemberSchema } from "~/features/board-team/schema";

/** The board of directors, for the Board Team page, the back-office (/boardMembers) and `/api/bteam`. */
export const BOARD_MEMBER_TYPE = defineContentType({
  key: "board-member",
  noun: "board member",
  plural: "board members",
  table: "board_members",
  columns: ["name"],
  input: BoardMemberInputSchema,
  output: BoardMemberSchema,
  picture: "required",
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, image: row.picture?.src ?? null, picture: row.picture }),
  auditLabel: "Board team",
  api: { path: "/bteam", tag: "Board team" },
  screen: { path: "/boardMembers", title: "Board Team", menu: { group: "Pages and media", label: "Board Team", order: 60 }, view: BOARD_TEAM_SCREEN },
  pages: [{ path: "/Boardteam", module: "routes/public/board-team.tsx" }],
  example: { name: "Mr Kondwani Nkhoma" },
});

export default BOARD_MEMBER_TYPE;
