import type { RecordKind } from "~/platform/records/record-type";

export const GALLERY_KIND: RecordKind = { key: "picture", noun: "picture" };
