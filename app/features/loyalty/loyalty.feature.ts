import { defineFeature } from "~/platform/registry/feature-declaration";

/** VIP club loyalty points: a member's own ledger, staff's spends and corrections. */
export default defineFeature({
  key: "loyalty",
  screens: [{ to: "/loyalty", label: "Loyalty points", group: "Guests", order: 50 }],
  auditSubjects: { loyalty_entries: "Loyalty points" },
  tablesNoPageShows: ["loyalty_entries"],
});
