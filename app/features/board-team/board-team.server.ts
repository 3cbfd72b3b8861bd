import { recordStoreOf } from "~/platform/records/record-store.server";
import { BOARD_MEMBER_TYPE } from "~/features/board-team/board-member.type";

/** The board: its page, the back-office and `/api/bteam`. */
export const boardTeam = recordStoreOf(BOARD_MEMBER_TYPE);
