import type { RecordKind } from "~/features/records/record-type";

export const VACANCY_KIND: RecordKind = { key: "vacancy", noun: "vacancy" };
