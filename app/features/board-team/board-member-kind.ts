import type { RecordKind } from "~/platform/records/record-type";

export const BOARD_MEMBER_KIND: RecordKind = { key: "board-member", noun: "board member" };
