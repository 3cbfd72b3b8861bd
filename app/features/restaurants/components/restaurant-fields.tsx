import { messageCardScreen } from "~/components/admin/message-card-screen";
import type { PublicRestaurant } from "~/features/restaurants/schema";

/** SPEC §2 "Manage Restraunt" (Add-Restraunt, View), spelt correctly for people (DECISIONS §4). */
export const RESTAURANT_SCREEN = messageCardScreen<PublicRestaurant>({
  title: "Manage Restaurant",
  lead: "The restaurants on the Dining page: what each offers and how to book a table.",
  addTab: "Add-Restaurant",
  listTitle: "All restaurants",
  addTitle: "Add a restaurant",
  addButton: "Add restaurant",
  nameHint: "afroma restraunt, orchid restraunt (spelt so, the Dining page looks them up); “main” is the page's introduction.",
});
