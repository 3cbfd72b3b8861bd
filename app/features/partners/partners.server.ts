import { recordStoreOf } from "~/platform/records/record-store.server";
import { PARTNER_TYPE } from "~/features/partners/partner.type";

/** Partner logos: the home page slider, the back-office and `/api/partners`. */
export const partners = recordStoreOf(PARTNER_TYPE);
