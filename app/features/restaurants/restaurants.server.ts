import { recordStoreOf } from "~/platform/records/record-store.server";
import { RESTAURANT_TYPE } from "~/features/restaurants/restaurant.type";

/** Restaurants: the Dining page, the back-office and `/api/restraunt`. */
export const restaurants = recordStoreOf(RESTAURANT_TYPE);
