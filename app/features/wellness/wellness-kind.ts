import type { RecordKind } from "~/features/records/record-type";

export const WELLNESS_KIND: RecordKind = { key: "wellness", noun: "health & wellness entry" };
