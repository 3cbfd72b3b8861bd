import { recordStoreOf } from "~/platform/records/record-store.server";
import { WELLNESS_TYPE } from "~/features/wellness/wellness.type";

/** Health & wellness entries: their page, the back-office and `/api/hws`. */
export const wellness = recordStoreOf(WELLNESS_TYPE);
