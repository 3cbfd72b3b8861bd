import type { RecordKind } from "~/platform/records/record-type";

export const WELLNESS_KIND: RecordKind = { key: "wellness", noun: "health & wellness entry" };
