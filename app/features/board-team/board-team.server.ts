import { createRecordStore } from "~/platform/records/record-store.server";
import { BoardMemberInputSchema, BoardMemberSchema } from "~/features/board-team/schema";
import { BOARD_MEMBER_KIND } from "~/features/board-team/board-member-kind";

/** The board of directors, for the Board members page, the back-office (/boardMembers) and `/api/bteam`. */
export const boardTeam = createRecordStore({
  ...BOARD_MEMBER_KIND,
  table: "board_members",
  columns: ["name"],
  input: BoardMemberInputSchema,
  output: BoardMemberSchema,
  picture: "required",
  write: (input) => ({ name: input.name }),
  read: (row) => ({ id: row.id, name: row.name, image: row.picture?.src ?? null, picture: row.picture }),
});
