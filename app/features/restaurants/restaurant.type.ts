import { defineContentType } from "~/platform/records/content-type";
import { messageCardRecord } from "~/platform/records/message-card-record";
import { RESTAURANT_SCREEN } from "~/features/restaurants/components/restaurant-fields";
import { RestaurantInputSchema, RestaurantSchema } from "~/features/restaurants/schema";

/** The restaurants, for the Dining page, the back-office (/Restraunt) and `/api/restraunt`. */
export const RESTAURANT_TYPE = defineContentType({
  key: "restaurant",
  noun: "restaurant",
  plural: "restaurants",
  table: "restaurants",
  ...messageCardRecord,
  input: RestaurantInputSchema,
  output: RestaurantSchema,
  translatable: ["name", "message"],
  auditLabel: "Restaurants",
  api: { path: "/restraunt", tag: "Restaurants" },
  screen: { path: "/Restraunt", title: "Manage Restaurant", menu: { group: "Hotel", label: "Restaurants", order: 30 }, view: RESTAURANT_SCREEN },
  pages: [{ path: "/RestrauntService", module: "routes/public/services/dining.tsx" }],
  example: { name: "garden terrace", message: "Breakfast under the msuku trees, 6:30–10:30." },
});

export default RESTAURANT_TYPE;
