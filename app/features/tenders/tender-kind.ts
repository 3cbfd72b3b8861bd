import type { RecordKind } from "~/features/records/record-type";

export const TENDER_KIND: RecordKind = { key: "tender", noun: "tender" };
