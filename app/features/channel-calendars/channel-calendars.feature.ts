import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/**
 * Channel calendars (DECISIONS §11): each room's and room type's busy nights as iCalendar feeds
 * agencies poll (export, docs/decisions/061-calendar-export.md). Administrators see and renew
 * the addresses on the Room numbers screen, so there is no screen of its own.
 */
const channelCalendars = defineFeature({
  key: "channel-calendars",
  auditSubjects: { calendar_exports: "Calendar addresses" },
  auditActions: { "calendar-address-renewed": "Calendar address renewed" },
  // No page shows them: the feeds are answered afresh on every poll, outside the render cache.
  tablesNoPageShows: ["calendar_exports"],
});
export default channelCalendars;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof channelCalendars> {}
}
