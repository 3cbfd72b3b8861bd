import { defineFeature } from "~/platform/registry/feature-declaration";
import type { ActionsOf } from "~/platform/audit/audit-actions";

/** Agencies' calendars (DECISIONS §11): each room's iCalendar feeds from Booking.com, Airbnb, Expedia…, imported as stays. */
const channelCalendars = defineFeature({
  key: "channel-calendars",
  screens: [{ to: "/channel-feeds", label: "Agency calendars", group: "Hotel", order: 12 }],
  auditSubjects: { channel_feeds: "Agency calendars" },
  auditActions: { sync: "Agency calendar read", "feed-failing": "Agency calendar failing", "channel-conflict": "Agency booking clashes with a stay" },
  // Only /booking's live search reads the stays they make; no stored page shows them.
  tablesNoPageShows: ["channel_feeds", "channel_conflicts"],
});
export default channelCalendars;

declare module "~/platform/audit/audit-actions" {
  interface AuditActionLabels extends ActionsOf<typeof channelCalendars> {}
}
