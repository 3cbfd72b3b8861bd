import type { RecordKind } from "~/features/records/record-type";

export const EVENT_SPACE_KIND: RecordKind = { key: "event-space", noun: "conference room" };
