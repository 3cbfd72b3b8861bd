import { messageCardScreen } from "~/components/admin/message-card-screen";
import type { PublicWellnessEntry } from "~/features/wellness/schema";

/** SPEC §2 "Health & Wellness" (Add-exercise, View). */
export const WELLNESS_SCREEN = messageCardScreen<PublicWellnessEntry>({
  title: "Health & Wellness",
  lead: "The spa, gym and aerobics cards on the Health & Wellness pages: hours and what guests can expect.",
  addTab: "Add-exercise",
  listTitle: "All health & wellness entries",
  addTitle: "Add an exercise",
  addButton: "Add exercise",
  nameHint: "GYM (the gym shown on the site), Aerobics; “main” is the page's introduction.",
});
