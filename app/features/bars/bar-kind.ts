import type { RecordKind } from "~/platform/records/record-type";

export const BAR_KIND: RecordKind = { key: "bar", noun: "bar" };
