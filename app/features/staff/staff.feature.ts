import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** Staff accounts: administrators only (DECISIONS §2). */
const staff = defineFeature({
  key: "staff",
  screens: [{ to: "/staff", label: "Staff", group: "Administration", order: 20, adminOnly: true }],
  auditSubjects: { users: "Staff accounts" },
  auditActions: { "change-role": "Changed role", deactivate: "Deactivated", reactivate: "Reactivated" },
});
export default staff;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof staff> {}
}
