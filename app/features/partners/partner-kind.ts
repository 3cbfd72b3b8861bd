import type { RecordKind } from "~/platform/records/record-type";

export const PARTNER_KIND: RecordKind = { key: "partner", noun: "partner logo" };
