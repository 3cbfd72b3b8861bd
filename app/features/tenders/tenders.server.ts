import { recordStoreOf } from "~/platform/records/record-store.server";
import { TENDER_TYPE } from "~/features/tenders/tender.type";

/** Tenders: their page, the back-office and `/api/tender`. */
export const tenders = recordStoreOf(TENDER_TYPE);
