import { defineFeature } from "~/platform/registry/feature-declaration";

/** Event quotation requests: the organiser's form at /EventPlan, the sales inbox. */
export default defineFeature({
  key: "event-requests",
  screens: [{ to: "/eventRequests", label: "Event requests", group: "Guests", order: 20 }],
  auditSubjects: { event_requests: "Event requests" },
  sitemapPaths: ["/EventPlan"],
  tablesNoPageShows: ["event_requests"],
});
