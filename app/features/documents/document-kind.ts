import type { RecordKind } from "~/features/records/record-type";

export const DOCUMENT_KIND: RecordKind = { key: "document", noun: "document" };
