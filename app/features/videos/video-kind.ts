import type { RecordKind } from "~/features/records/record-type";

export const VIDEO_KIND: RecordKind = { key: "video", noun: "video" };
