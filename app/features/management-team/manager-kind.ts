import type { RecordKind } from "~/features/records/record-type";

export const MANAGER_KIND: RecordKind = { key: "manager", noun: "management team member" };
