import type { RecordKind } from "~/features/records/record-type";

export const BAR_KIND: RecordKind = { key: "bar", noun: "bar" };
