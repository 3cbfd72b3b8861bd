import type { RecordKind } from "~/platform/records/record-type";

export const DOCUMENT_KIND: RecordKind = { key: "document", noun: "document" };
