import { createRecordStore } from "~/platform/records/record-store.server";
import { RestaurantInputSchema, RestaurantSchema } from "~/features/restaurants/schema";
import { RESTAURANT_KIND } from "~/features/restaurants/restaurant-kind";

/** The restaurants of the Dining page, for the page, the back-office (/Restraunt) and `/api/restraunt`. */
export const restaurants = createRecordStore({
  ...RESTAURANT_KIND,
  table: "restaurants",
  columns: ["name", "message"],
  input: RestaurantInputSchema,
  output: RestaurantSchema,
  picture: "required",
  write: (input) => ({ name: input.name, message: input.message }),
  read: (row) => ({ id: row.id, name: row.name, message: row.message, image: row.picture?.src ?? null, picture: row.picture }),
});
