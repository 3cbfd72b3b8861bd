import type { RecordKind } from "~/platform/records/record-type";

export const MANAGER_KIND: RecordKind = { key: "manager", noun: "management team member" };
