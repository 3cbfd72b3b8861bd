import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** Deposits and the stays' ledger (DECISIONS §12, docs/decisions/064-stay-ledger.md). */
const payments = defineFeature({
  key: "payments",
  // Money in and out with the references to reconcile it: administrators, like /reports (docs/decisions/066-payments-screen.md).
  screens: [{ to: "/payments", label: "Payments", group: "Guests", order: 16, adminOnly: true }],
  auditActions: { recordPayment: "Recorded a payment" },
  // The ledger shows only on the stay's own page, which is never stored.
  tablesNoPageShows: ["stay_payments"],
});
export default payments;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof payments> {}
}
