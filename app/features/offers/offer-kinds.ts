import type { RecordKind } from "~/platform/records/record-type";

export const PROMOTION_KIND: RecordKind = { key: "promotion", noun: "promotion" };
export const FESTIVAL_KIND: RecordKind = { key: "festival", noun: "festive offer" };
export const ACTIVITY_KIND: RecordKind = { key: "activity", noun: "activity" };
