import { defineFeature } from "~/platform/registry/feature-declaration";

/** The email outbox (accounts): what the site sent and what waits to be sent. */
export default defineFeature({
  key: "email",
  screens: [{ to: "/outbox", label: "Email outbox", group: "Guests", order: 70 }],
  tablesNoPageShows: ["email_outbox"],
});
