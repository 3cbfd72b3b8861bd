import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/**
 * Channel calendars (DECISIONS §11). Export: each room's and room type's busy nights as
 * iCalendar feeds agencies poll (docs/decisions/061-calendar-export.md); administrators see and
 * renew the addresses on the Room numbers screen. Import: each room's feeds from Booking.com,
 * Airbnb, Expedia…, read as stays, with their clashes flagged (062).
 */
const channelCalendars = defineFeature({
  key: "channel-calendars",
  screens: [{ to: "/channel-feeds", label: "Agency calendars", group: "Hotel", order: 12 }],
  auditSubjects: { calendar_exports: "Calendar addresses", channel_feeds: "Agency calendars" },
  auditActions: {
    "calendar-address-renewed": "Calendar address renewed",
    sync: "Agency calendar read",
    "feed-failing": "Agency calendar failing",
    "channel-conflict": "Agency booking clashes with a stay",
  },
  // No stored page shows them: the feeds are answered afresh on every poll, and only /booking's
  // live search reads the stays the imports make.
  tablesNoPageShows: ["calendar_exports", "channel_feeds", "channel_conflicts"],
});
export default channelCalendars;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof channelCalendars> {}
}
