import { messageCardScreen } from "~/components/admin/message-card-screen";
import type { PublicBar } from "~/features/bars/schema";

/** SPEC §2 "Manage Bar" (Add-Bar, View). */
export const BAR_SCREEN = messageCardScreen<PublicBar>({
  title: "Manage Bar",
  lead: "The bars on the Bars page: happy hours, entertainment and opening times.",
  addTab: "Add-Bar",
  listTitle: "All bars",
  addTitle: "Add a bar",
  addButton: "Add bar",
  nameHint: "bush bar, afroma bar, orchid bar; “main” is the page's introduction.",
});
