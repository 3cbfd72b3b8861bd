import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** Room reservations (DECISIONS §9, §11): the guest's request at /booking, the staff inbox, the front desk's day. */
const reservations = defineFeature({
  key: "reservations",
  screens: [
    { to: "/reservations", label: "Reservations", group: "Guests", order: 10 },
    { to: "/front-desk", label: "Today", group: "Guests", order: 11 },
  ],
  auditSubjects: { reservations: "Reservations" },
  auditActions: { confirm: "Confirmed", decline: "Declined", checkIn: "Checked in", checkOut: "Checked out", noShow: "Marked no-show" },
  sitemapPaths: ["/booking"],
  // A request changes no page: availability is read afresh by the /booking page's own search.
  tablesNoPageShows: ["reservations", "reservation_numbers"],
});
export default reservations;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof reservations> {}
}
