import { defineFeature } from "~/platform/registry/feature-declaration";

/** The hotel's numbers (DECISIONS §11): occupancy, ADR, RevPAR and channels, for administrators. */
const reports = defineFeature({
  key: "reports",
  screens: [{ to: "/reports", label: "Reports", group: "Guests", order: 15, adminOnly: true }],
});
export default reports;
