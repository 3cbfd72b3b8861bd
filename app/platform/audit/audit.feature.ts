import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "./audit-actions";

/** The activity log itself: the actions every record and inbox shares, and its screen. */
const activity = defineFeature({
  key: "audit",
  screens: [{ to: "/activity", label: "Activity", group: "Administration", order: 30, adminOnly: true }],
  auditActions: {
    create: "Created",
    update: "Updated",
    delete: "Deleted",
    // An inbox's message or request marked dealt with, or not.
    handle: "Marked handled",
    reopen: "Marked not handled",
  },
  tablesNoPageShows: ["audit_log"],
});
export default activity;

declare module "./audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof activity> {}
}
