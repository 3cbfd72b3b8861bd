import type { RecordKind } from "~/features/records/record-type";

export const PARTNER_KIND: RecordKind = { key: "partner", noun: "partner logo" };
