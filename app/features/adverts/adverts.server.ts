import { recordStoreOf } from "~/platform/records/record-store.server";
import { ADVERT_TYPE } from "~/features/adverts/advert.type";

/** Adverts: the home page popup, the back-office and `/api/adverts`. */
export const adverts = recordStoreOf(ADVERT_TYPE);
