import { recordStoreOf } from "~/platform/records/record-store.server";
import { ACTIVITY_TYPE } from "~/features/offers/activity.type";
import { FESTIVAL_TYPE } from "~/features/offers/festival.type";
import { PROMOTION_TYPE } from "~/features/offers/promotion.type";

export const promotions = recordStoreOf(PROMOTION_TYPE);
export const festivals = recordStoreOf(FESTIVAL_TYPE);
export const activities = recordStoreOf(ACTIVITY_TYPE);
