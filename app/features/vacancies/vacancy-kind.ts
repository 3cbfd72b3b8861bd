import type { RecordKind } from "~/platform/records/record-type";

export const VACANCY_KIND: RecordKind = { key: "vacancy", noun: "vacancy" };
