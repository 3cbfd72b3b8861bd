import { defineFeature } from "~/platform/registry/feature-declaration";

/** The newsletter list: sign-ups from every page's footer, confirmed by email. */
export default defineFeature({
  key: "newsletter",
  screens: [{ to: "/newsletter", label: "Newsletter", group: "Guests", order: 60 }],
  auditSubjects: { newsletter_subscribers: "Newsletter list" },
  tablesNoPageShows: ["newsletter_subscribers"],
});
