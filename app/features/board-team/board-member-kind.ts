import type { RecordKind } from "~/features/records/record-type";

export const BOARD_MEMBER_KIND: RecordKind = { key: "board-member", noun: "board member" };
