import { recordStoreOf } from "~/platform/records/record-store.server";
import { BAR_TYPE } from "~/features/bars/bar.type";

/** Bars: the Bars page, the back-office and `/api/bar`. */
export const bars = recordStoreOf(BAR_TYPE);
