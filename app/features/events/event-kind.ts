import type { RecordKind } from "~/platform/records/record-type";

export const EVENT_SPACE_KIND: RecordKind = { key: "event-space", noun: "conference room" };
