import type { RecordKind } from "~/platform/records/record-type";

export const RESTAURANT_KIND: RecordKind = { key: "restaurant", noun: "restaurant" };
