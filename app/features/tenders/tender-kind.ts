import type { RecordKind } from "~/platform/records/record-type";

export const TENDER_KIND: RecordKind = { key: "tender", noun: "tender" };
