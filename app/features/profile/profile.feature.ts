import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** My Profile: a staff account changing its own sign-in details at /user. */
const profile = defineFeature({
  key: "profile",
  auditActions: { "change-email": "Changed email", "change-password": "Changed password" },
});
export default profile;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof profile> {}
}
