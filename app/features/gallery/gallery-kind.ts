import type { RecordKind } from "~/features/records/record-type";

export const GALLERY_KIND: RecordKind = { key: "picture", noun: "picture" };
