import { defineFeature } from "~/platform/registry/feature-declaration";

/** "Call me back": a guest leaves a number and a time at /CallMeBack; staff call and mark it done. */
export default defineFeature({
  key: "callbacks",
  screens: [{ to: "/callbacks", label: "Call-back requests", group: "Guests", order: 35 }],
  auditSubjects: { callback_requests: "Call-back requests" },
  sitemapPaths: ["/CallMeBack"],
  tablesNoPageShows: ["callback_requests"],
});
