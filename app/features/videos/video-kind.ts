import type { RecordKind } from "~/platform/records/record-type";

export const VIDEO_KIND: RecordKind = { key: "video", noun: "video" };
