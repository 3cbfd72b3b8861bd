import type { RecordKind } from "~/platform/records/record-type";

export const ADVERT_KIND: RecordKind = { key: "advert", noun: "advert" };

/** The advert's picture field: SPEC §7 calls it `media` on the wire and in forms. */
export const ADVERT_FILE_FIELD = "media";
