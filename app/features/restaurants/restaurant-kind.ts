import type { RecordKind } from "~/features/records/record-type";

export const RESTAURANT_KIND: RecordKind = { key: "restaurant", noun: "restaurant" };
