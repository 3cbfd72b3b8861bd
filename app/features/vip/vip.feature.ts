import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** The VIP club (DECISIONS §7): the page, members' applications and their review. */
const vip = defineFeature({
  key: "vip",
  screens: [{ to: "/vipApplications", label: "VIP applications", group: "Guests", order: 40 }],
  auditSubjects: { vip_applications: "VIP applications" },
  auditActions: {
    approve: "Approved",
    reject: "Rejected",
    "approve-renewal": "Approved renewal",
    "reject-renewal": "Rejected renewal",
    // A member sending a rejected application again for review.
    resubmit: "Sent again for review",
  },
  sitemapPaths: ["/VIPClub"],
  tablesNoPageShows: ["vip_applications"],
});
export default vip;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof vip> {}
}
